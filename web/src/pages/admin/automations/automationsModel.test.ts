import { describe, expect, it } from 'vitest'
import {
  compactText,
  dollarsText,
  isFailing,
  runsText,
  shareLevel,
  sortAutomations,
  tokenShare,
  tokenShareText,
  totals,
  type PartnerAutomationUsage,
  type StaffAutomation,
} from './automationsModel'

const auto = (over: Partial<StaffAutomation>): StaffAutomation => ({ kind: 'agent', id: 1, name: 'A', status: 'active', failures: 0, runs: 0, ...over })
const partner = (over: Partial<PartnerAutomationUsage>): PartnerAutomationUsage => ({
  partnerId: 1,
  company: 'Acme',
  email: 'a@example.com',
  runs: 0,
  failed: 0,
  tokens: 0,
  cost: 0,
  automations: [],
  ...over,
})

describe('the month’s totals', () => {
  it('adds up every partner’s runs, failures, tokens, cost and automations', () => {
    const t = totals([
      partner({ runs: 10, failed: 2, tokens: 1500, cost: 0.25, automations: [auto({}), auto({ id: 2 })] }),
      partner({ partnerId: 2, runs: 3, failed: 0, tokens: 500, cost: 0.05, automations: [auto({ kind: 'app' })] }),
    ])
    expect(t).toEqual({ partners: 2, automations: 3, runs: 13, failed: 2, tokens: 2000, cost: expect.closeTo(0.3, 10) })
  })

  it('is all zeros with no partner', () => {
    expect(totals([])).toEqual({ partners: 0, automations: 0, runs: 0, failed: 0, tokens: 0, cost: 0 })
  })
})

describe('a partner’s automations in order', () => {
  it('puts those failing three times or more in a row first, then active, draft and paused, the busiest first', () => {
    const list = [
      auto({ id: 1, name: 'Paused busy', status: 'paused', runs: 99 }),
      auto({ id: 2, name: 'Draft', status: 'draft' }),
      auto({ id: 3, name: 'Quiet', runs: 1 }),
      auto({ id: 4, name: 'Busy', runs: 40, failures: 2 }),
      auto({ id: 5, name: 'Failing', failures: 3 }),
      auto({ id: 6, name: 'Failing more', status: 'paused', failures: 7 }),
    ]
    expect(sortAutomations(list).map((a) => a.name)).toEqual(['Failing more', 'Failing', 'Busy', 'Quiet', 'Draft', 'Paused busy'])
    // The list given is left as it was.
    expect(list[0]?.name).toBe('Paused busy')
  })

  it('orders ties by name', () => {
    expect(sortAutomations([auto({ id: 1, name: 'Zed' }), auto({ id: 2, name: 'Ada', kind: 'app' })]).map((a) => a.name)).toEqual(['Ada', 'Zed'])
  })

  it('flags three failures in a row, not two', () => {
    expect(isFailing({ failures: 2 })).toBe(false)
    expect(isFailing({ failures: 3 })).toBe(true)
  })
})

describe('money and figures', () => {
  it('shows cost as the admin side shows money', () => {
    expect(dollarsText(0)).toBe('$0.00')
    expect(dollarsText(1234.5)).toBe('$1,234.50')
    expect(dollarsText(0.127)).toBe('$0.13')
    expect(dollarsText(0.005)).toBe('$0.01')
  })

  it('does not round a cost under a cent away to nothing', () => {
    expect(dollarsText(0.0004)).toBe('Under $0.01')
    expect(dollarsText(Number.NaN)).toBe('—')
  })

  it('shortens large figures', () => {
    expect(compactText(2_000_000)).toBe('2M')
    expect(compactText(1_500)).toBe('1.5K')
    expect(compactText(950)).toBe('950')
  })

  it('counts runs in words', () => {
    expect(runsText(1)).toBe('1 run')
    expect(runsText(0)).toBe('0 runs')
    expect(runsText(12000)).toBe('12,000 runs')
  })
})

describe('tokens against the monthly limit', () => {
  it('gives the bar’s share, capped at 100', () => {
    expect(tokenShare(250_000, 1_000_000)).toBe(25)
    expect(tokenShare(2_000_000, 1_000_000)).toBe(100)
    expect(tokenShare(10, 0)).toBe(0)
  })

  it('says the share in words', () => {
    expect(tokenShareText(0, 1_000_000)).toBe('0% of the monthly limit')
    expect(tokenShareText(500, 1_000_000)).toBe('Under 1% of the monthly limit')
    expect(tokenShareText(429_999, 1_000_000)).toBe('42% of the monthly limit')
    expect(tokenShareText(1_000_000, 1_000_000)).toBe('100% of the monthly limit')
    expect(tokenShareText(1_000_001, 1_000_000)).toBe('Over the monthly limit')
    expect(tokenShareText(5, 0)).toBe('No monthly limit')
  })

  it('turns the bar amber from 75% and red from 90%', () => {
    expect(shareLevel(74)).toBe('ok')
    expect(shareLevel(75)).toBe('high')
    expect(shareLevel(90)).toBe('critical')
  })
})
