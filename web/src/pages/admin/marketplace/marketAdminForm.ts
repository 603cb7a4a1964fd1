/** The staff forms of the Marketplace: packages with their guide, templates with structured agent and app fields. */
import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import type { MarketTemplate, Package, TemplateBody } from '../../../lib/marketApi'
import { listFromText } from '../success/successAdminForm'

const L = RULES.marketplace

export const COMPLEXITIES = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'advanced', label: 'Advanced' },
]
export const DIFFICULTIES = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
]
export const TEMPLATE_TYPES = [
  { value: 'agent', label: 'AI agent' },
  { value: 'app', label: 'App' },
]

const listRule = (what: string) =>
  z.string().refine((t) => {
    const list = listFromText(t)
    return list.length <= L.list && list.every((x) => x.length <= L.short)
  }, `List at most ${L.list} ${what} of up to ${L.short} characters, separated by commas.`)

function webUrl(v: string): boolean {
  if (v.trim() === '') return true
  try {
    const u = new URL(v.trim())
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.host !== '' && v.length <= L.url
  } catch {
    return false
  }
}

/* ---------- key: value lines, for an app's workflow and each step's settings ---------- */

/** A value as one line: strings as written, anything else as JSON. */
function valueText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v)
}

/** An object as "key: value" lines. */
export function linesFromObject(o: Record<string, unknown>): string {
  return Object.entries(o)
    .map(([k, v]) => `${k}: ${valueText(v)}`)
    .join('\n')
}

/** A value typed after "key:": numbers, true/false/null and JSON objects or lists are read as such, the rest is text. */
function readValue(text: string): unknown {
  const t = text.trim()
  if (/^(-?\d+(\.\d+)?|true|false|null)$/.test(t) || /^[[{"]/.test(t)) {
    try {
      return JSON.parse(t) as unknown
    } catch {
      return t
    }
  }
  return t
}

/** "key: value" lines as an object; undefined when a non-blank line has no key. */
export function objectFromLines(text: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {}
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const at = line.indexOf(':')
    const key = at > 0 ? line.slice(0, at).trim() : ''
    if (!key) return undefined
    out[key] = readValue(line.slice(at + 1))
  }
  return out
}

/* ---------- an app's triggers, actions and conditions ---------- */

export interface StepEntry {
  type: string
  settings: string
}

/** A list entry as its type and the rest of its settings. */
export function entryToForm(entry: unknown): StepEntry {
  if (typeof entry === 'string') return { type: entry, settings: '' }
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const { type, ...rest } = entry as Record<string, unknown>
    if (typeof type === 'string') return { type, settings: linesFromObject(rest) }
    return { type: '', settings: linesFromObject(entry as Record<string, unknown>) }
  }
  return { type: '', settings: `value: ${JSON.stringify(entry)}` }
}

export function entryFromForm(e: StepEntry): Record<string, unknown> {
  return { type: e.type.trim(), ...(objectFromLines(e.settings) ?? {}) }
}

const entrySchema = z.object({
  type: z.string().trim().min(1, 'Name the step, such as form_submitted.'),
  settings: z.string().refine((t) => objectFromLines(t) !== undefined, 'Write one "key: value" per line.'),
})

const stepSchema = z.object({
  title: z.string().trim().min(1, 'Give the step a title.').max(L.stepTitle, `Keep the title under ${L.stepTitle} characters.`),
  body: z.string().trim().max(L.stepBody, `Keep the text under ${L.stepBody} characters.`),
})

/* ---------- packages ---------- */

export const packageSchema = z.object({
  name: z.string().trim().min(1, 'Name the package.').max(L.name, `Keep the name under ${L.name} characters.`),
  category: z.string().trim().min(1, 'Give it a category.').max(L.short, `Keep the category under ${L.short} characters.`),
  description: z.string().trim().max(L.text, `Keep the description under ${L.text} characters.`),
  integrations: listRule('integrations'),
  setupComplexity: z.string(),
  estimatedSetupTime: z.string().trim().max(L.setupTime, `Keep it under ${L.setupTime} characters.`),
  videoTutorialUrl: z.string().refine(webUrl, 'Enter a full web address starting with https://.'),
  stepByStepGuide: z.array(stepSchema).max(L.steps, `Keep the guide to ${L.steps} steps.`),
})

export type PackageFormValues = z.input<typeof packageSchema>
export const PACKAGE_FIELDS = ['name', 'category', 'description', 'integrations', 'setupComplexity', 'estimatedSetupTime', 'videoTutorialUrl', 'stepByStepGuide']

export function packageFormValues(p: Package | null): PackageFormValues {
  return {
    name: p?.name ?? '',
    category: p?.category ?? '',
    description: p?.description ?? '',
    integrations: (p?.integrations ?? []).join(', '),
    setupComplexity: p?.setupComplexity ?? 'easy',
    estimatedSetupTime: p?.estimatedSetupTime ?? '',
    videoTutorialUrl: p?.videoTutorialUrl ?? '',
    stepByStepGuide: (p?.stepByStepGuide ?? []).map((s) => ({ title: s.title, body: s.body })),
  }
}

export function packagePayload(v: PackageFormValues) {
  return {
    name: v.name.trim(),
    category: v.category.trim(),
    description: v.description.trim(),
    integrations: listFromText(v.integrations),
    setupComplexity: v.setupComplexity,
    estimatedSetupTime: v.estimatedSetupTime.trim(),
    videoTutorialUrl: v.videoTutorialUrl.trim(),
    stepByStepGuide: v.stepByStepGuide.map((s) => ({ title: s.title.trim(), body: s.body.trim() })),
  }
}

/* ---------- templates ---------- */

const numberText = (min: number, max: number, whole: boolean) => (v: string) => {
  const t = v.trim()
  if (t === '') return true
  const n = Number(t)
  return Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n))
}

export const marketTemplateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the template.').max(L.name, `Keep the name under ${L.name} characters.`),
    category: z.string().trim().min(1, 'Give it a category.').max(L.short, `Keep the category under ${L.short} characters.`),
    type: z.enum(['agent', 'app']),
    description: z.string().trim().max(L.text, `Keep the description under ${L.text} characters.`),
    tags: listRule('tags'),
    difficulty: z.string(),
    estimatedSetupTime: z.string().trim().max(L.setupTime, `Keep it under ${L.setupTime} characters.`),
    requiredIntegrations: listRule('integrations'),
    prompt: z.string().max(L.prompt, `Keep the prompt under ${L.prompt} characters.`),
    model: z.string().trim(),
    temperature: z.string().refine(numberText(0, L.temperatureMax, false), `The temperature is from 0 to ${L.temperatureMax}.`),
    maxTokens: z.string().refine(numberText(1, L.maxTokensMax, true), `Max tokens is a whole number from 1 to ${L.maxTokensMax}.`),
    integrations: listRule('integrations'),
    workflow: z.string(),
    triggers: z.array(entrySchema),
    actions: z.array(entrySchema),
    conditions: z.array(entrySchema),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'agent' && v.prompt.trim() === '') ctx.addIssue({ code: 'custom', path: ['prompt'], message: "Write the agent's prompt." })
    if (v.type === 'agent' && v.model !== '' && !/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/.test(v.model)) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'Use letters, digits and . _ : / - only, such as gpt-5-mini.' })
    }
    if (v.type === 'app' && objectFromLines(v.workflow) === undefined) ctx.addIssue({ code: 'custom', path: ['workflow'], message: 'Write one "key: value" per line.' })
  })

export type MarketTemplateFormValues = z.input<typeof marketTemplateSchema>
export type EntryList = 'triggers' | 'actions' | 'conditions'
export const ENTRY_LISTS: { name: EntryList; label: string; example: string }[] = [
  { name: 'triggers', label: 'Triggers', example: 'form_submitted' },
  { name: 'actions', label: 'Actions', example: 'create_contact' },
  { name: 'conditions', label: 'Conditions', example: 'has_email' },
]

/** The server's field names mapped onto the form: `template` errors land on the part staff edit. */
export function templateField(type: string) {
  return (server: string): keyof MarketTemplateFormValues | undefined => {
    if (server === 'template') return type === 'agent' ? 'prompt' : 'workflow'
    const names = ['name', 'category', 'type', 'description', 'tags', 'difficulty', 'estimatedSetupTime', 'requiredIntegrations']
    return names.includes(server) ? (server as keyof MarketTemplateFormValues) : undefined
  }
}

export function marketTemplateFormValues(t: MarketTemplate | null): MarketTemplateFormValues {
  const b: TemplateBody = t?.template ?? {}
  return {
    name: t?.name ?? '',
    category: t?.category ?? '',
    type: t?.type ?? 'agent',
    description: t?.description ?? '',
    tags: (t?.tags ?? []).join(', '),
    difficulty: t?.difficulty ?? 'beginner',
    estimatedSetupTime: t?.estimatedSetupTime ?? '',
    requiredIntegrations: (t?.requiredIntegrations ?? []).join(', '),
    prompt: b.prompt ?? '',
    model: b.model ?? '',
    temperature: b.temperature === undefined ? '' : String(b.temperature),
    maxTokens: b.maxTokens === undefined ? '' : String(b.maxTokens),
    integrations: (b.integrations ?? []).join(', '),
    workflow: b.workflow ? linesFromObject(b.workflow) : '',
    triggers: (b.triggers ?? []).map(entryToForm),
    actions: (b.actions ?? []).map(entryToForm),
    conditions: (b.conditions ?? []).map(entryToForm),
  }
}

/** The body staff send: only the agent's or only the app's parts, empty ones left out. */
export function marketTemplatePayload(v: MarketTemplateFormValues) {
  const integrations = listFromText(v.integrations)
  let template: TemplateBody
  if (v.type === 'agent') {
    template = { prompt: v.prompt.trim() }
    if (v.model.trim()) template.model = v.model.trim()
    if (v.temperature.trim()) template.temperature = Number(v.temperature)
    if (v.maxTokens.trim()) template.maxTokens = Number(v.maxTokens)
  } else {
    template = {
      workflow: objectFromLines(v.workflow) ?? {},
      triggers: v.triggers.map(entryFromForm),
      actions: v.actions.map(entryFromForm),
      conditions: v.conditions.map(entryFromForm),
    }
  }
  if (integrations.length) template.integrations = integrations
  return {
    name: v.name.trim(),
    category: v.category.trim(),
    type: v.type,
    description: v.description.trim(),
    tags: listFromText(v.tags),
    difficulty: v.difficulty,
    estimatedSetupTime: v.estimatedSetupTime.trim(),
    requiredIntegrations: listFromText(v.requiredIntegrations),
    template,
  }
}
