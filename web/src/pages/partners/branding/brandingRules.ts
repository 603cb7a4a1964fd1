import { z } from '../../../lib/zod'
import { RULES } from '../../../lib/rules'
import { plausiblePhone } from '../../../lib/phone'

/**
 * The branding page's rules: the schema's default colours (partner_branding:
 * #3B82F6, #EF4444, #10B981), hex colours as the server takes them
 * (#RRGGBB). The preview reads the colours through the client portal's own
 * contrast helpers, so it looks as the portal will.
 */

export const DEFAULT_COLORS = {
  primaryColor: '#3B82F6',
  secondaryColor: '#EF4444',
  accentColor: '#10B981',
} as const

export type ColorField = keyof typeof DEFAULT_COLORS
export const COLOR_FIELDS = Object.keys(DEFAULT_COLORS) as ColorField[]

export const COLOR_LABELS: Record<ColorField, { label: string; hint: string }> = {
  primaryColor: { label: 'Primary colour', hint: 'Buttons, links and the portal header.' },
  secondaryColor: { label: 'Secondary colour', hint: 'Highlights and badges.' },
  accentColor: { label: 'Accent colour', hint: 'Progress and success.' },
}

const HEX = /^#[0-9A-Fa-f]{6}$/

export function isHexColor(value: string): boolean {
  return HEX.test(value)
}

/**
 * What people type into a colour box, made into #RRGGBB when it clearly is
 * one ("3b82f6", "#3b8", " #3B82F6 "); anything else is returned trimmed so
 * the check can name it.
 */
export function normalizeHex(value: string): string {
  const v = value.trim()
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v)
  const found = m?.[1]
  if (!found) return v
  const digits = found.length === 3 ? [...found].map((c) => c + c).join('') : found
  return `#${digits.toUpperCase()}`
}

const hex = z.string().refine((s) => isHexColor(normalizeHex(s)), 'Use a colour like #3B82F6.')

export const brandingSchema = z.object({
  companyName: z
    .string()
    .max(RULES.partners.company, 'This is too long.')
    .refine((s) => s.trim() !== '', 'Please enter the name your clients see.'),
  primaryColor: hex,
  secondaryColor: hex,
  accentColor: hex,
  supportEmail: z
    .string()
    .max(RULES.partners.email, 'This is too long.')
    .refine((s) => s.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim()), 'Please enter a valid email address.'),
  phoneNumber: z
    .string()
    .max(RULES.partners.phone, 'This is too long.')
    .refine((s) => s.trim() === '' || plausiblePhone(s), 'Please enter a valid phone number.'),
})

export type BrandingValues = z.input<typeof brandingSchema>
export const BRANDING_FIELDS = Object.keys(brandingSchema.shape) as (keyof BrandingValues)[]

/** GET/PUT /api/partner/branding. */
export interface Branding {
  companyName: string
  logoId: string
  logoUrl: string
  primaryColor: string
  secondaryColor: string
  accentColor: string
  supportEmail: string
  phoneNumber: string
}

export function brandingValues(b: Partial<Branding> | undefined): BrandingValues {
  return {
    companyName: b?.companyName ?? '',
    primaryColor: b?.primaryColor || DEFAULT_COLORS.primaryColor,
    secondaryColor: b?.secondaryColor || DEFAULT_COLORS.secondaryColor,
    accentColor: b?.accentColor || DEFAULT_COLORS.accentColor,
    supportEmail: b?.supportEmail ?? '',
    phoneNumber: b?.phoneNumber ?? '',
  }
}

/** The PUT body: colours as #RRGGBB, the logo's id or '' to take it away. */
export function brandingPayload(v: BrandingValues, logoId: string | undefined): Omit<Branding, 'logoUrl'> {
  return {
    companyName: v.companyName.trim(),
    logoId: logoId ?? '',
    primaryColor: normalizeHex(v.primaryColor),
    secondaryColor: normalizeHex(v.secondaryColor),
    accentColor: normalizeHex(v.accentColor),
    supportEmail: v.supportEmail.trim(),
    phoneNumber: v.phoneNumber.trim(),
  }
}

/** The colour the preview shows for a box: the typed one when valid, else the default. */
export function previewColor(value: string, field: ColorField): string {
  const n = normalizeHex(value)
  return isHexColor(n) ? n : DEFAULT_COLORS[field]
}
