import { describe, expect, it } from 'vitest'
import {
  addMonths,
  MAX_MONTHS,
  monthCount,
  monthLong,
  monthOf,
  monthTick,
  presetOf,
  presetRange,
  rangeError,
  rangeOrLast12,
  rangeLabel,
} from '../../../lib/revenueRange'
import { chartRows, csvHref, hasPayments, splitSentence, type RevenueMonth } from '../../../lib/revenueModel'

// 15 March 2026, 23:30 in New York is already 16 March in UTC: months follow UTC.
const now = new Date('2026-03-16T03:30:00Z')

describe('month arithmetic', () => {
  it('adds across years', () => {
    expect(addMonths('2026-03', -11)).toBe('2025-04')
    expect(addMonths('2025-12', 1)).toBe('2026-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-03', -59)).toBe('2021-04')
  })
  it('counts both ends', () => {
    expect(monthCount({ from: '2025-01', to: '2025-12' })).toBe(12)
    expect(monthCount({ from: '2025-03', to: '2025-03' })).toBe(1)
    expect(monthCount({ from: '2025-05', to: '2025-04' })).toBe(0)
  })
  it('reads the current month in UTC', () => {
    expect(monthOf(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12')
    expect(monthOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01')
  })
})

describe('presets', () => {
  it('match what they say', () => {
    expect(presetRange('last12', now)).toEqual({ from: '2025-04', to: '2026-03' })
    expect(presetRange('thisYear', now)).toEqual({ from: '2026-01', to: '2026-03' })
    expect(presetRange('lastYear', now)).toEqual({ from: '2025-01', to: '2025-12' })
    expect(presetRange('last5Years', now)).toEqual({ from: '2021-04', to: '2026-03' })
  })
  it('every preset is a range the API accepts', () => {
    for (const id of ['last12', 'thisYear', 'lastYear', 'last5Years'] as const) {
      const r = presetRange(id, now)
      expect(rangeError(r)).toBeUndefined()
      expect(monthCount(r)).toBeLessThanOrEqual(MAX_MONTHS)
    }
    expect(monthCount(presetRange('last5Years', now))).toBe(MAX_MONTHS)
  })
  it('in January, this year is one month', () => {
    expect(presetRange('thisYear', new Date('2026-01-05T00:00:00Z'))).toEqual({ from: '2026-01', to: '2026-01' })
  })
  it('recognises a preset range', () => {
    expect(presetOf({ from: '2025-01', to: '2025-12' }, now)).toBe('lastYear')
    expect(presetOf({ from: '2025-02', to: '2025-12' }, now)).toBeUndefined()
  })
})

describe('rangeError', () => {
  it('refuses what the API refuses', () => {
    expect(rangeError({ from: '', to: '2025-01' })).toBe('Choose both months.')
    expect(rangeError({ from: '2025-13', to: '2025-12' })).toBe('Choose both months.')
    expect(rangeError({ from: '2025-05', to: '2025-04' })).toMatch(/before the last/)
    expect(rangeError({ from: '2020-01', to: '2026-01' })).toMatch(/at most 60 months/)
    expect(rangeError({ from: '2021-02', to: '2026-01' })).toBeUndefined()
  })
  it('falls back to the last 12 months from a bad address', () => {
    expect(rangeOrLast12({ from: 'May', to: '2025-04' }, now)).toEqual({ from: '2025-04', to: '2026-03' })
    expect(rangeOrLast12({ from: '2024-01', to: '2024-06' }, now)).toEqual({ from: '2024-01', to: '2024-06' })
  })
})

describe('labels', () => {
  it('names months', () => {
    expect(monthLong('2025-03')).toBe('March 2025')
    expect(monthTick('2025-03', false)).toBe('Mar')
    expect(monthTick('2025-03', true)).toBe('Mar 25')
    expect(rangeLabel({ from: '2025-04', to: '2026-03' })).toBe('Apr 2025 – Mar 2026')
    expect(rangeLabel({ from: '2025-04', to: '2025-04' })).toBe('Apr 2025')
  })
})

const months: RevenueMonth[] = [
  { month: '2025-12', grossCents: 150001, partnerShareCents: 120001, platformShareCents: 30000, payments: 2 },
  { month: '2026-01', grossCents: 0, partnerShareCents: 0, platformShareCents: 0, payments: 0 },
]

describe('chartRows', () => {
  it('keeps the API cents and labels each month', () => {
    expect(chartRows(months)).toEqual([
      { month: '2025-12', tick: 'Dec 25', label: 'December 2025', gross: 150001, partner: 120001, platform: 30000 },
      { month: '2026-01', tick: 'Jan 26', label: 'January 2026', gross: 0, partner: 0, platform: 0 },
    ])
  })
  it('uses short ticks inside one year', () => {
    expect(chartRows(months.slice(0, 1))[0]?.tick).toBe('Dec')
  })
  it('bars stack to the gross', () => {
    for (const r of chartRows(months)) expect(r.partner + r.platform).toBe(r.gross)
  })
  it('knows an empty range', () => {
    expect(hasPayments(months)).toBe(true)
    expect(hasPayments(months.slice(1))).toBe(false)
  })
})

describe('texts and links', () => {
  it('explains the split and builds the CSV link', () => {
    expect(splitSentence(80)).toBe('You keep 80% of every payment; the platform keeps the rest.')
    expect(csvHref({ from: '2025-01', to: '2025-12' })).toBe('/api/partner/revenue/dashboard.csv?from=2025-01&to=2025-12')
  })
})
