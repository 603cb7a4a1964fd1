import { describe, expect, it } from 'vitest'
import {
  brandingPayload,
  brandingSchema,
  brandingValues,
  DEFAULT_COLORS,
  isHexColor,
  normalizeHex,
  previewColor,
} from './brandingRules'
import { contrast, textOn } from '../../../lib/clientPortalModel'

describe('branding colours', () => {
  it("default to the schema's colours", () => {
    expect(DEFAULT_COLORS).toEqual({ primaryColor: '#3B82F6', secondaryColor: '#EF4444', accentColor: '#10B981' })
    expect(brandingValues(undefined)).toMatchObject(DEFAULT_COLORS)
    expect(brandingValues({ primaryColor: '' }).primaryColor).toBe('#3B82F6')
  })

  it('are #RRGGBB', () => {
    expect(isHexColor('#3B82F6')).toBe(true)
    expect(isHexColor('#3b82f6')).toBe(true)
    expect(isHexColor('3B82F6')).toBe(false)
    expect(isHexColor('#3B82F')).toBe(false)
    expect(isHexColor('#GGGGGG')).toBe(false)
    expect(isHexColor('blue')).toBe(false)
  })

  it('take what people type', () => {
    expect(normalizeHex(' 3b82f6 ')).toBe('#3B82F6')
    expect(normalizeHex('#abc')).toBe('#AABBCC')
    expect(normalizeHex('blue')).toBe('blue')
    expect(previewColor('nope', 'accentColor')).toBe('#10B981')
    expect(previewColor('#000', 'accentColor')).toBe('#000000')
  })

  it("keep the preview's text readable on any valid colour", () => {
    for (const c of ['#3B82F6', '#EF4444', '#10B981', '#FDE047', '#1E293B', '#F472B6']) {
      expect(contrast(c, textOn(c))).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('the branding form', () => {
  const ok = { ...brandingValues(undefined), companyName: 'Bright Smiles AI' }
  const errors = (v: typeof ok) => {
    const r = brandingSchema.safeParse(v)
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('needs a company name and valid colours, e-mail and phone', () => {
    expect(errors(ok)).toEqual({})
    expect(errors({ ...ok, companyName: ' ' }).companyName).toBe('Please enter the name your clients see.')
    expect(errors({ ...ok, primaryColor: 'blue' }).primaryColor).toBe('Use a colour like #3B82F6.')
    expect(errors({ ...ok, supportEmail: 'help@' }).supportEmail).toBe('Please enter a valid email address.')
    expect(errors({ ...ok, phoneNumber: 'call me' }).phoneNumber).toBe('Please enter a valid phone number.')
    expect(errors({ ...ok, supportEmail: '', phoneNumber: '' })).toEqual({})
  })

  it('sends colours as #RRGGBB and an empty logo id to take the logo away', () => {
    expect(brandingPayload({ ...ok, accentColor: '0f0' }, undefined)).toEqual({
      companyName: 'Bright Smiles AI',
      logoId: '',
      primaryColor: '#3B82F6',
      secondaryColor: '#EF4444',
      accentColor: '#00FF00',
      supportEmail: '',
      phoneNumber: '',
    })
  })
})
