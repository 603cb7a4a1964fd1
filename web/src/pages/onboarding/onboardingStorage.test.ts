import { describe, expect, it } from 'vitest'
import { emptyOnboarding } from './onboardingRules'
import { clearDraft, DRAFT_KEY, hasProgress, loadDraft, saveDraft } from './onboardingStorage'

function memory() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    raw: m,
  }
}

const logo = { id: 'b'.repeat(64), url: `/files/${'b'.repeat(64)}`, name: 'logo.png', size: 1200 }

describe('the onboarding draft', () => {
  it('keeps the step, the answers and the logo id across a reload', () => {
    const s = memory()
    const values = { ...emptyOnboarding, fullName: 'Rosa', ownsDomain: 'yes' as const, domainName: 'rosa.ai' }
    saveDraft({ step: 2, values, logo }, s)
    expect(loadDraft(s)).toEqual({ step: 2, values, logo })
    expect(hasProgress(loadDraft(s))).toBe(true)
  })

  it('never keeps file data, only the id and address', () => {
    const s = memory()
    saveDraft({ step: 3, values: emptyOnboarding, logo }, s)
    const stored = JSON.parse(s.raw.get(DRAFT_KEY) ?? '{}') as { logo: object }
    expect(Object.keys(stored.logo)).toEqual(['id', 'url', 'name', 'size'])
  })

  it('starts fresh from a missing or damaged draft', () => {
    const s = memory()
    expect(loadDraft(s)).toEqual({ step: 1, values: emptyOnboarding, logo: null })
    expect(hasProgress(loadDraft(s))).toBe(false)
    s.setItem(DRAFT_KEY, '{not json')
    expect(loadDraft(s).step).toBe(1)
    s.setItem(DRAFT_KEY, JSON.stringify({ step: 9, values: { ownsDomain: 'maybe', fullName: 3, niche: 'Real Estate' }, logo: { id: 'x', url: 'javascript:1' } }))
    expect(loadDraft(s)).toEqual({ step: 3, values: { ...emptyOnboarding, niche: 'Real Estate' }, logo: null })
  })

  it('goes once cleared', () => {
    const s = memory()
    saveDraft({ step: 2, values: emptyOnboarding, logo: null }, s)
    clearDraft(s)
    expect(s.raw.has(DRAFT_KEY)).toBe(false)
  })

  it('fails quietly without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(loadDraft(broken).step).toBe(1)
    expect(() => saveDraft({ step: 1, values: emptyOnboarding, logo: null }, broken)).not.toThrow()
    expect(() => clearDraft(broken)).not.toThrow()
  })
})
