import { describe, expect, it } from 'vitest'
import { tabGroupsFor } from './tabs'

const values = (groups: ReturnType<typeof tabGroupsFor>) => groups.flatMap((g) => g.tabs.map((t) => t.value))

describe('the navigation a role sees', () => {
  it('gives an owner every section, People last', () => {
    const all = values(tabGroupsFor(['read', 'manage', 'money', 'webhooks', 'settings', 'people']))
    expect(all).toContain('webhooks')
    expect(all.at(-1)).toBe('people')
  })

  it('leaves Webhooks and People out for an editor, and keeps the groups in order', () => {
    const groups = tabGroupsFor(['read', 'manage'])
    expect(values(groups)).not.toContain('webhooks')
    expect(values(groups)).not.toContain('people')
    expect(groups.map((g) => g.label)).toEqual(['Inbox', 'Partners', 'Content', 'System'])
    expect(groups.at(-1)?.tabs.map((t) => t.value)).toEqual(['outbox'])
  })

  it('gives an admin Webhooks but not People', () => {
    const all = values(tabGroupsFor(['read', 'manage', 'money', 'webhooks', 'settings']))
    expect(all).toContain('webhooks')
    expect(all).not.toContain('people')
  })

  it('shows the Audit log to owners and admins, never to editors or viewers', () => {
    expect(values(tabGroupsFor(['read', 'manage', 'money', 'webhooks', 'settings']))).toContain('audit')
    expect(values(tabGroupsFor(['read', 'manage', 'money', 'webhooks', 'settings', 'people'])).slice(-2)).toEqual(['audit', 'people'])
    expect(values(tabGroupsFor(['read', 'manage']))).not.toContain('audit')
    expect(values(tabGroupsFor(['read']))).not.toContain('audit')
  })
})
