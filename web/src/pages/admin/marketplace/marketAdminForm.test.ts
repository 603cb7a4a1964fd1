import { describe, expect, it } from 'vitest'
import type { MarketTemplate } from '../../../lib/marketApi'
import {
  entryFromForm,
  entryToForm,
  linesFromObject,
  marketTemplateFormValues,
  marketTemplatePayload,
  marketTemplateSchema,
  objectFromLines,
  packageFormValues,
  packagePayload,
  packageSchema,
  templateField,
} from './marketAdminForm'

describe('key: value lines', () => {
  it('reads numbers, booleans and JSON, the rest as text', () => {
    expect(objectFromLines('steps: 2\nlive: true\napp: HubSpot\nmap: {"a":1}\n\n')).toEqual({ steps: 2, live: true, app: 'HubSpot', map: { a: 1 } })
  })
  it('refuses a line without a key', () => {
    expect(objectFromLines('just text')).toBeUndefined()
    expect(objectFromLines(': value')).toBeUndefined()
  })
  it('writes objects back as lines', () => {
    expect(linesFromObject({ steps: 2, app: 'HubSpot', list: [1] })).toBe('steps: 2\napp: HubSpot\nlist: [1]')
  })
})

describe('app steps', () => {
  it('round-trips an entry through the form', () => {
    const entry = { type: 'create_contact', app: 'HubSpot', retries: 3 }
    const f = entryToForm(entry)
    expect(f).toEqual({ type: 'create_contact', settings: 'app: HubSpot\nretries: 3' })
    expect(entryFromForm(f)).toEqual(entry)
  })
  it('reads a plain string entry as its type', () => {
    expect(entryToForm('form_submitted')).toEqual({ type: 'form_submitted', settings: '' })
  })
})

describe('template body', () => {
  const app = {
    kind: 'template',
    id: 1,
    name: 'Lead to CRM',
    description: '',
    category: 'Lead capture',
    type: 'app',
    template: { workflow: { steps: 2 }, triggers: [{ type: 'form_submitted' }], actions: [{ type: 'create_contact', app: 'HubSpot' }], integrations: ['HubSpot'] },
    tags: ['crm'],
    difficulty: 'beginner',
    estimatedSetupTime: '10 minutes',
    requiredIntegrations: ['HubSpot'],
  } as unknown as MarketTemplate

  it('round-trips an app template', () => {
    const v = marketTemplateFormValues(app)
    expect(marketTemplateSchema.safeParse(v).success).toBe(true)
    expect(marketTemplatePayload(v).template).toEqual({ ...app.template, conditions: [] })
  })
  it('sends only the agent parts for an agent', () => {
    const v = { ...marketTemplateFormValues(app), type: 'agent' as const, prompt: 'Answer calls', temperature: '0.4', maxTokens: '' }
    expect(marketTemplatePayload(v).template).toEqual({ prompt: 'Answer calls', temperature: 0.4, integrations: ['HubSpot'] })
  })
  it('needs a prompt for an agent and valid numbers', () => {
    const v = { ...marketTemplateFormValues(null), name: 'A', category: 'B' }
    expect(marketTemplateSchema.safeParse(v).success).toBe(false)
    expect(marketTemplateSchema.safeParse({ ...v, prompt: 'p' }).success).toBe(true)
    expect(marketTemplateSchema.safeParse({ ...v, prompt: 'p', temperature: '3' }).success).toBe(false)
  })
  it('puts a server template error on the part staff edit', () => {
    expect(templateField('agent')('template')).toBe('prompt')
    expect(templateField('app')('template')).toBe('workflow')
    expect(templateField('app')('name')).toBe('name')
    expect(templateField('app')('other')).toBeUndefined()
  })
})

describe('package form', () => {
  it('sends lists and guide steps trimmed', () => {
    const v = { ...packageFormValues(null), name: ' CRM sync ', category: 'CRM', integrations: 'HubSpot, hubspot, Zapier', stepByStepGuide: [{ title: ' Connect ', body: '' }] }
    expect(packageSchema.safeParse(v).success).toBe(true)
    expect(packagePayload(v)).toMatchObject({ name: 'CRM sync', integrations: ['HubSpot', 'Zapier'], stepByStepGuide: [{ title: 'Connect', body: '' }], setupComplexity: 'easy' })
  })
  it('refuses a video link that is not a web address', () => {
    expect(packageSchema.safeParse({ ...packageFormValues(null), name: 'a', category: 'b', videoTutorialUrl: 'ftp://x' }).success).toBe(false)
  })
})
