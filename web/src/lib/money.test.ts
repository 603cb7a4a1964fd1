import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGE, amountProblem, centsFromText, usdFromCents, usdShortFromCents, usdTickFromCents } from './money'
import { RULES } from './rules'

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

describe('centsFromText', () => {
  it("reads the server's accepted forms exactly", () => {
    expect(centsFromText('1050')).toBe(105000)
    expect(centsFromText('1,050')).toBe(105000)
    expect(centsFromText('$1,050.25')).toBe(105025)
    expect(centsFromText(' 0.07 ')).toBe(7)
    expect(centsFromText('999,999,999,999.99')).toBe(99999999999999)
    expect(centsFromText('')).toBeNull()
  })

  it('refuses what the server refuses', () => {
    for (const bad of ['10,50', '1,0000', '1e400', '-5', '12.345', '.5', '1.', '1 000', 'abc', '٣']) {
      expect(centsFromText(bad), bad).toBeNaN()
    }
    expect(amountProblem('1,000,000,000,000', 0, RULES.money.maxCents)).toBe('Enter an amount up to $999,999,999,999.99.')
    expect(amountProblem('9223372036854775807', 0, RULES.money.maxCents)).toBe('Enter an amount up to $999,999,999,999.99.')
    expect(amountProblem('10,50', 0, 100)).toBe(AMOUNT_MESSAGE)
    expect(amountProblem('', 1, 100)).toBe('Enter an amount of at least $0.01.')
  })
})
