/** A showcase project (GET /api/projects): the live page lists them, staff edit them and link live builds to them. */
export interface ShowcaseProject {
  id: number
  title: string
  description: string
  imageUrl: string
  technologies: string[]
  demoUrl: string
  codeUrl: string
  featured: boolean
  createdAt?: string
}
