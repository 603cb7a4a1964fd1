import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test reads the config afresh: siteConfig() keeps what it read first.
async function freshConfig(json?: unknown) {
  vi.resetModules()
  document.getElementById('site-config')?.remove()
  if (json !== undefined) {
    const el = document.createElement('script')
    el.type = 'application/json'
    el.id = 'site-config'
    el.textContent = JSON.stringify(json)
    document.head.appendChild(el)
  }
  return import('./siteConfig')
}

afterEach(() => document.getElementById('site-config')?.remove())

describe('claims from the settings', () => {
  it('words the guarantee and the member count from the server config', async () => {
    const m = await freshConfig({ claims: { guaranteeDays: 14, communityMembers: 12500 } })
    expect(m.claims()).toEqual({ guaranteeDays: '14', guarantee: '14-day money-back guarantee', members: '12,500+' })
    expect(m.withSettings('Ask within __site.claims.guaranteeDays__ days; __site.claims.communityMembers__+ members')).toBe(
      'Ask within 14 days; 12,500+ members',
    )
  })

  it('falls back to the defaults (the refund policy: 7 days) for a missing or malformed value', async () => {
    const m = await freshConfig({ claims: { guaranteeDays: '30', communityMembers: -1 } })
    expect(m.siteConfig().claims).toEqual({ guaranteeDays: 7, communityMembers: 74 })
    expect(m.claims().guarantee).toBe('7-day money-back guarantee')
  })

  it('renders placeholders in the build, which the server fills as the browser writes the values', async () => {
    const m = await freshConfig()
    m.siteConfigPlaceholders()
    expect(m.claims()).toEqual({
      guaranteeDays: '__site.claims.guaranteeDays__',
      guarantee: '__site.claims.guaranteeDays__-day money-back guarantee',
      members: '__site.claims.communityMembers__+',
    })
    expect(m.siteConfig().booking.standup).toBe('__site.booking.standup__')
    // A placeholder in the route table stays for the server to fill.
    expect(m.withSettings('__site.claims.guaranteeDays__ days')).toBe('__site.claims.guaranteeDays__ days')
  })

  it('leaves a placeholder that names no setting as it is', async () => {
    const m = await freshConfig({})
    expect(m.withSettings('__site.claims.nothing__ and __site.booking__')).toBe('__site.claims.nothing__ and __site.booking__')
  })

  it('groups thousands as the server does', async () => {
    const m = await freshConfig({})
    expect([7, 999, 1000, 10000, 1234567].map(m.settingText)).toEqual(['7', '999', '1,000', '10,000', '1,234,567'])
  })
})
