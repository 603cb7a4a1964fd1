/** The staff showcase form: the rules the server applies, and tags for technologies. */
import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import type { ShowcaseProject } from '../../../lib/showcase'

const L = RULES.showcase

/** A showcase project as staff edit it; the server also answers imageId. */
export interface AdminProject extends ShowcaseProject {
  imageId?: string
}

function webUrl(v: string): boolean {
  if (v === '') return true
  try {
    const u = new URL(v)
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.host !== '' && v.length <= L.url
  } catch {
    return false
  }
}

export const projectSchema = z.object({
  title: z.string().trim().min(1, 'Give the project a title.').max(L.title, `Keep the title under ${L.title} characters.`),
  description: z.string().trim().max(L.description, `Keep the description under ${L.description} characters.`),
  imageId: z.string(),
  imageUrl: z.string(),
  technologies: z.array(z.string()).max(L.technologies, `List at most ${L.technologies} technologies.`),
  demoUrl: z.string().trim().refine(webUrl, 'Enter a full web address starting with https://.'),
  codeUrl: z.string().trim().refine(webUrl, 'Enter a full web address starting with https://.'),
  featured: z.boolean(),
})

export type ProjectFormValues = z.input<typeof projectSchema>

export function formFromProject(p: AdminProject | null): ProjectFormValues {
  return {
    title: p?.title ?? '',
    description: p?.description ?? '',
    imageId: p?.imageId ?? '',
    imageUrl: p?.imageUrl ?? '',
    technologies: p?.technologies ?? [],
    demoUrl: p?.demoUrl ?? '',
    codeUrl: p?.codeUrl ?? '',
    featured: p?.featured ?? false,
  }
}

export function payloadFromForm(v: ProjectFormValues) {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    imageId: v.imageId,
    technologies: v.technologies,
    demoUrl: v.demoUrl.trim(),
    codeUrl: v.codeUrl.trim(),
    featured: v.featured,
  }
}

/**
 * Adds the tags typed in an entry ("React, Node" adds two) to a list:
 * trimmed, cut to the server's length, without duplicates (ignoring case),
 * up to the server's count. Returns the new list and what did not fit.
 */
export function addTags(list: readonly string[], entry: string): { tags: string[]; rejected: string[] } {
  const tags = [...list]
  const rejected: string[] = []
  for (const raw of entry.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (!tag) continue
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) continue
    if (tag.length > L.technology || tags.length >= L.technologies) {
      rejected.push(tag)
      continue
    }
    tags.push(tag)
  }
  return { tags, rejected }
}

/** Featured first, then newest, as the public list orders them. */
export function featuredFirst<T extends { featured: boolean; id: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.featured) - Number(a.featured) || b.id - a.id)
}
