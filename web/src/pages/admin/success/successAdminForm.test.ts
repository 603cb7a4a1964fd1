import { describe, expect, it } from 'vitest'
import { listFromText, placeholdersIn, templateFormValues, templatePayload, templateSchema } from './successAdminForm'

const base = { ...templateFormValues(null), category: 'proposals', title: 'Proposal', content: 'Hi {{firstName}}' }

describe('template form', () => {
  it('reads comma lists without repeats', () => {
    expect(listFromText(' dental, Dental ,, cold ')).toEqual(['dental', 'cold'])
  })
  it('finds placeholders once each', () => {
    expect(placeholdersIn('{{a}} {{ b }} {{a}} {{}}')).toEqual(['a', 'b', ''])
  })
  it('needs every placeholder declared', () => {
    expect(templateSchema.safeParse(base).success).toBe(false)
    const ok = { ...base, variables: [{ name: 'firstName', label: 'First name', placeholder: '', multiline: false }] }
    expect(templateSchema.safeParse(ok).success).toBe(true)
  })
  it('refuses bad and repeated variable names', () => {
    const v = (name: string) => ({ name, label: 'L', placeholder: '', multiline: false })
    expect(templateSchema.safeParse({ ...base, content: 'x', variables: [v('1st')] }).success).toBe(false)
    expect(templateSchema.safeParse({ ...base, content: 'x', variables: [v('a'), v('a')] }).success).toBe(false)
  })
  it('sends variables without empty examples, multiline only when set', () => {
    const v = { ...base, tags: 'a, b', variables: [{ name: 'firstName', label: ' First ', placeholder: '', multiline: true }] }
    expect(templatePayload(v)).toMatchObject({ tags: ['a', 'b'], variables: [{ name: 'firstName', label: 'First', multiline: true }] })
    expect(templatePayload(v).variables[0]).not.toHaveProperty('placeholder')
  })
  it('round-trips a stored template', () => {
    const t = { id: 1, category: 'proposals', categoryLabel: 'Proposals', title: 'T', description: '', content: '{{x}}', industry: '', difficulty: 'advanced', variables: [{ name: 'x', label: 'X', placeholder: 'e' }], tags: [], usageCount: 3, createdAt: '', updatedAt: '' }
    expect(templatePayload(templateFormValues(t))).toMatchObject({ difficulty: 'advanced', variables: [{ name: 'x', label: 'X', placeholder: 'e' }] })
  })
})
