import { describe, expect, it } from 'vitest'
import { RULES } from '../../../lib/rules'
import { addTags, featuredFirst, formFromProject, payloadFromForm, projectSchema } from './showcaseForm'

describe('technology tags', () => {
  it('adds comma-separated tags, trimmed and without duplicates', () => {
    expect(addTags(['React'], ' node ,react,  OpenAI ').tags).toEqual(['React', 'node', 'OpenAI'])
    expect(addTags([], ' , ').tags).toEqual([])
  })

  it('refuses tags beyond the server limits', () => {
    const full = Array.from({ length: RULES.showcase.technologies }, (_, i) => `t${i}`)
    expect(addTags(full, 'one more')).toEqual({ tags: full, rejected: ['one more'] })
    expect(addTags([], 'x'.repeat(RULES.showcase.technology + 1)).rejected).toHaveLength(1)
  })
})

describe('project form', () => {
  it('checks title and links', () => {
    const ok = projectSchema.safeParse({ ...formFromProject(null), title: 'Agent', demoUrl: 'https://demo.example' })
    expect(ok.success).toBe(true)
    const bad = projectSchema.safeParse({ ...formFromProject(null), demoUrl: 'ftp://x' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(bad.error.issues.map((i) => i.path[0]).sort()).toEqual(['demoUrl', 'title'])
  })

  it('sends what the API takes', () => {
    const v = { ...formFromProject(null), title: ' Agent ', imageId: 'abc', imageUrl: '/files/abc', technologies: ['Go'] }
    expect(payloadFromForm(v)).toEqual({ title: 'Agent', description: '', imageId: 'abc', technologies: ['Go'], demoUrl: '', codeUrl: '', featured: false })
  })

  it('orders featured first, then newest', () => {
    const list = [
      { id: 1, featured: false },
      { id: 2, featured: true },
      { id: 3, featured: false },
    ]
    expect(featuredFirst(list).map((p) => p.id)).toEqual([2, 3, 1])
  })
})
