import { describe, expect, it } from 'vitest'
import { answerEntries, formatCents, formatDay, humanizeKey, initials, matchesPartner, todayISO } from './partnerModel'
import { createPartnerSchema, CREATE_PARTNER_DEFAULTS, paymentSchema } from './partnerForms'

describe('partner model', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(null)).toBe('—')
  })

  it('accepts the dollar amounts the server reads, and no others', () => {
    const ok = (amount: string) => paymentSchema.shape.amount.safeParse(amount).success
    for (const good of ['1250', '1,250.5', '$1250.50', '0.01', ' 7 ']) expect(ok(good), good).toBe(true)
    for (const bad of ['', '0', '-5', '12.345', 'abc', '1e3', '$', '1 000', '10,50', '1,0000', '.5', '100000001']) expect(ok(bad), bad).toBe(false)
  })

  it('lists answers in the wizard order with readable values, then unknown keys, without empty ones', () => {
    const entries = answerEntries({
      pitchLine: 'We answer calls.',
      businessName: 'Bright Smiles',
      phoneForwarding: 'cell',
      hasLogo: 'no',
      domainName: '',
      extraThing: 'kept',
    })
    expect(entries.map((e) => [e.label, e.value])).toEqual([
      ['Business name', 'Bright Smiles'],
      ['Pitch line', 'We answer calls.'],
      ['Phone forwarding', 'Forward to my cell phone'],
      ['Has a logo', 'No'],
      ['Extra thing', 'kept'],
    ])
    expect(answerEntries(undefined)).toEqual([])
  })

  it('humanizes keys, makes initials, searches and dates', () => {
    expect(humanizeKey('preferredAreaCode')).toBe('Preferred area code')
    expect(initials('Bright Smiles AI')).toBe('BS')
    expect(initials('acme')).toBe('AC')
    const p = { company: 'Bright Smiles', contactName: 'Rosa Diaz', email: 'rosa@bright.example' }
    expect(matchesPartner(p, 'ROSA')).toBe(true)
    expect(matchesPartner(p, 'bright.ex')).toBe(true)
    expect(matchesPartner(p, 'zzz')).toBe(false)
    expect(todayISO(new Date(2026, 0, 5))).toBe('2026-01-05')
    expect(formatDay('2026-03-05T00:00:00Z')).toBe('Mar 5, 2026')
  })
})

describe('partner forms', () => {
  it('needs a company and a valid e-mail, with a share from 1 to 100', () => {
    const bad = createPartnerSchema.safeParse({ ...CREATE_PARTNER_DEFAULTS, revenueSharePercentage: '101', website: 'example.com' })
    expect(bad.success).toBe(false)
    const fields = new Set(bad.error?.issues.map((i) => i.path[0]))
    expect(fields).toEqual(new Set(['company', 'email', 'revenueSharePercentage', 'website']))
    const good = createPartnerSchema.safeParse({ ...CREATE_PARTNER_DEFAULTS, company: 'Acme', email: 'a@acme.example', website: 'https://acme.example' })
    expect(good.success).toBe(true)
  })

  it('reads a payment in dollars', () => {
    expect(paymentSchema.safeParse({ amount: '1250.50', receivedAt: '2026-01-05', status: 'paid', projectId: 'none', description: '' }).success).toBe(true)
    expect(paymentSchema.safeParse({ amount: '12.345', receivedAt: '2026-01-05', status: 'paid', projectId: 'none', description: '' }).success).toBe(false)
  })
})
