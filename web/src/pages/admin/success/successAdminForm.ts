/** The staff forms of the Success Tools: a template with its variables, and a decline reason. */
import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import type { SuccessTemplate, TemplateVariable } from '../../../lib/success/successApi'

const L = RULES.success

/** The template categories and levels (docs/api.md: A success template). */
export const TEMPLATE_CATEGORIES = [
  { value: 'outreach-scripts', label: 'Outreach Scripts' },
  { value: 'proposals', label: 'Proposals' },
  { value: 'onboarding-checklists', label: 'Onboarding Checklists' },
]
export const TEMPLATE_DIFFICULTIES = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
]

const VARIABLE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/

/** A comma-separated list as entries: trimmed, blanks and repeats (ignoring case) left out. */
export function listFromText(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(',')) {
    const s = part.trim()
    if (s && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s)
  }
  return out
}

/** The {{name}} placeholders of a content, in order, once each. */
export function placeholdersIn(content: string): string[] {
  const out: string[] = []
  for (const m of content.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) {
    const name = m[1] ?? ''
    if (!out.includes(name)) out.push(name)
  }
  return out
}

const variableSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the variable.')
    .max(L.variableName, `Keep the name under ${L.variableName} characters.`)
    .regex(VARIABLE_NAME, 'Start with a letter; use letters, digits and _ only.'),
  label: z.string().trim().min(1, 'Give it a label.').max(L.variableLabel, `Keep the label under ${L.variableLabel} characters.`),
  placeholder: z.string().trim().max(L.placeholder, `Keep the example under ${L.placeholder} characters.`),
  multiline: z.boolean(),
})

export const templateSchema = z
  .object({
    category: z.string().min(1, 'Choose a category.'),
    title: z.string().trim().min(1, 'Give the template a title.').max(L.title, `Keep the title under ${L.title} characters.`),
    description: z.string().trim().max(L.text, `Keep the description under ${L.text} characters.`),
    industry: z.string().trim().max(L.short, `Keep the industry under ${L.short} characters.`),
    difficulty: z.string(),
    tags: z.string().refine((t) => {
      const list = listFromText(t)
      return list.length <= L.tags && list.every((x) => x.length <= L.tag)
    }, `Use at most ${L.tags} tags of up to ${L.tag} characters.`),
    variables: z.array(variableSchema).max(L.variables, `Declare at most ${L.variables} variables.`),
    content: z.string().trim().min(1, "Write the template's content.").max(L.content, `Keep the content under ${L.content} characters.`),
  })
  .superRefine((v, ctx) => {
    const names = v.variables.map((x) => x.name.trim())
    names.forEach((n, i) => {
      if (n && names.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['variables', i, 'name'], message: `${n} is declared twice.` })
    })
    const undeclared = placeholdersIn(v.content).filter((p) => !names.includes(p))
    if (undeclared.length) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: `Declare every placeholder as a variable: ${undeclared.join(', ')}.` })
    }
  })

export type TemplateFormValues = z.input<typeof templateSchema>

export const TEMPLATE_FIELDS = ['category', 'title', 'description', 'industry', 'difficulty', 'tags', 'variables', 'content']

export const NEW_VARIABLE = { name: '', label: '', placeholder: '', multiline: false }

export function templateFormValues(t: SuccessTemplate | null): TemplateFormValues {
  return {
    category: t?.category ?? '',
    title: t?.title ?? '',
    description: t?.description ?? '',
    industry: t?.industry ?? '',
    difficulty: t?.difficulty ?? 'beginner',
    tags: (t?.tags ?? []).join(', '),
    variables: (t?.variables ?? []).map((v) => ({ name: v.name, label: v.label, placeholder: v.placeholder ?? '', multiline: v.multiline === true })),
    content: t?.content ?? '',
  }
}

export function templatePayload(v: TemplateFormValues) {
  const variables: TemplateVariable[] = v.variables.map((x) => ({
    name: x.name.trim(),
    label: x.label.trim(),
    ...(x.placeholder.trim() ? { placeholder: x.placeholder.trim() } : {}),
    ...(x.multiline ? { multiline: true } : {}),
  }))
  return {
    category: v.category,
    title: v.title.trim(),
    description: v.description.trim(),
    industry: v.industry.trim(),
    difficulty: v.difficulty,
    tags: listFromText(v.tags),
    variables,
    content: v.content.trim(),
  }
}

export const declineSchema = z.object({
  reason: z.string().trim().min(1, 'Tell the partner why.').max(L.reason, `Keep the reason under ${L.reason} characters.`),
})
