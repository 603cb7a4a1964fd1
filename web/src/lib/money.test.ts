import { describe, expect, it } from 'vitest'
import { usdFromCents, usdShortFromCents, usdTickFromCents } from './money'

describe('usdFromCents', () => {
  it('formats whole cents exactly', () => {
    expect(usdFromCents(0)).toBe('$0.00')
    expect(usdFromCents(5)).toBe('$0.05')
    expect(usdFromCents(99)).toBe('$0.99')
    expect(usdFromCents(150001)).toBe('$1,500.01')
    expect(usdFromCents(120001)).toBe('$1,200.01')
  })

  it('keeps every cent of large sums', () => {
    // 2^53 - 1 cents: a float division by 100 would lose the last digit.
    expect(usdFromCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91')
    expect(usdFromCents(100000000000)).toBe('$1,000,000,000.00')
  })

  it('puts the sign before the symbol', () => {
    expect(usdFromCents(-5)).toBe('-$0.05')
    expect(usdFromCents(-123456)).toBe('-$1,234.56')
  })

  it('shows a dash for what is not a number', () => {
    expect(usdFromCents(Number.NaN)).toBe('—')
  })
})

describe('usdShortFromCents', () => {
  it('drops .00 only', () => {
    expect(usdShortFromCents(120000)).toBe('$1,200')
    expect(usdShortFromCents(120050)).toBe('$1,200.50')
    expect(usdShortFromCents(0)).toBe('$0')
  })
})

describe('usdTickFromCents', () => {
  it('abbreviates', () => {
    expect(usdTickFromCents(0)).toBe('$0')
    expect(usdTickFromCents(95000)).toBe('$950')
    expect(usdTickFromCents(120000)).toBe('$1.2K')
    expect(usdTickFromCents(300000000)).toBe('$3M')
  })
})
