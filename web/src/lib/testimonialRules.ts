/** Testimonial statuses: pending until staff approve or decline; approved ones may be featured. */
export type TestimonialStatus = 'pending' | 'approved' | 'featured' | 'declined'

export interface Testimonial {
  id: number
  name: string
  role?: string
  company?: string
  email?: string
  relationship: string
  category: string
  testimonial: string
  rating: number
  status: TestimonialStatus
  verified?: boolean
  createdAt: string
}

export const RELATIONSHIPS = [
  'Former Colleague',
  'Current Colleague',
  'Manager/Supervisor',
  'Direct Report',
  'Client',
  'Collaborator',
  'Vendor/Supplier',
  'Mentor',
  'Mentee',
  'Friend',
  'Other',
] as const

export const CATEGORIES = ['work_style', 'communication', 'reliability', 'results', 'character', 'leadership'] as const
export type Category = (typeof CATEGORIES)[number]

export const MIN_RATING = 1
export const MAX_RATING = 5
export const DEFAULT_RATING = 5

/** 'work_style' -> 'Work Style': underscores become spaces, each word capitalised. */
export function categoryLabel(category: string): string {
  return category
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Mean rating to one decimal ('4.5'); '0.0' for none. */
export function averageRating(items: readonly { rating: number }[]): string {
  if (items.length === 0) return '0.0'
  const sum = items.reduce((total, t) => total + t.rating, 0)
  return (sum / items.length).toFixed(1)
}

export function isPublic(status: string): boolean {
  return status === 'approved' || status === 'featured'
}

export const STATUS_LABELS: Record<TestimonialStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  featured: 'Featured',
  declined: 'Declined',
}

export interface ModerationAction {
  to: TestimonialStatus
  label: string
}

/** Moderation offered for a status: pending -> Approve / Decline, approved -> Feature, nothing else. */
export function testimonialActions(status: string): ModerationAction[] {
  switch (status) {
    case 'pending':
      return [
        { to: 'approved', label: 'Approve' },
        { to: 'declined', label: 'Decline' },
      ]
    case 'approved':
      return [{ to: 'featured', label: 'Feature' }]
    default:
      return []
  }
}

export type CategoryFilter = 'all' | Category

/** Testimonials of one category, or all of them. */
export function filterByCategory<T extends { category: string }>(items: readonly T[], filter: string): T[] {
  return filter === 'all' ? [...items] : items.filter((t) => t.category === filter)
}

export interface TestimonialForm {
  name: string
  email: string
  role: string
  company: string
  relationship: string
  category: string
  testimonial: string
  rating: number
}

export const emptyTestimonialForm: TestimonialForm = {
  name: '',
  email: '',
  role: '',
  company: '',
  relationship: '',
  category: '',
  testimonial: '',
  rating: DEFAULT_RATING,
}

export type RequiredTestimonialField = 'name' | 'testimonial' | 'category' | 'relationship'
export const REQUIRED_FIELDS: readonly RequiredTestimonialField[] = ['name', 'relationship', 'category', 'testimonial']

/** What an empty required field says under its input. */
export const REQUIRED_MESSAGES: Record<RequiredTestimonialField, string> = {
  name: 'Please enter your name.',
  relationship: 'Please choose your relationship.',
  category: 'Please choose a category.',
  testimonial: 'Please write your testimonial.',
}

/** Required fields that are still empty, in form order. */
export function missingFields(form: TestimonialForm): RequiredTestimonialField[] {
  return REQUIRED_FIELDS.filter((f) => !form[f].trim())
}

/** The form's check: only the required fields; lengths are bounded by the inputs (RULES.testimonials), the rest is the server's. */
export function testimonialErrors(form: TestimonialForm): Partial<Record<keyof TestimonialForm, string>> {
  return Object.fromEntries(missingFields(form).map((f) => [f, REQUIRED_MESSAGES[f]]))
}

export interface TestimonialPayload {
  name: string
  testimonial: string
  category: string
  relationship: string
  rating: number
  email?: string
  role?: string
  company?: string
  website?: string
}

/** The POST body: trimmed; email, role and company left out when empty; the honeypot only when filled. */
export function toTestimonialPayload(form: TestimonialForm, honeypot = ''): TestimonialPayload {
  const payload: TestimonialPayload = {
    name: form.name.trim(),
    testimonial: form.testimonial.trim(),
    category: form.category,
    relationship: form.relationship,
    rating: form.rating,
  }
  for (const key of ['email', 'role', 'company'] as const) {
    const value = form[key].trim()
    if (value) payload[key] = value
  }
  if (honeypot) payload.website = honeypot
  return payload
}

/** 'Role, Company', either alone, or '' when neither is known. */
export function roleLine(t: { role?: string; company?: string }): string {
  return [t.role?.trim(), t.company?.trim()].filter(Boolean).join(', ')
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** 'Nov 22, 2026'; the raw value when it is not a date. */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d)
}

/** Text for the load-failure panel: 'HTTP {status}: {text}' for a non-ok answer, else the error's message. */
export function loadFailureReason(error: unknown): string {
  if (error instanceof HttpStatusError) return `HTTP ${error.status}: ${error.text}`
  if (error instanceof Error && error.message) return error.message
  return 'Unknown error'
}

export class HttpStatusError extends Error {
  readonly status: number
  readonly text: string
  constructor(status: number, text: string) {
    super(`HTTP ${status}: ${text}`)
    this.name = 'HttpStatusError'
    this.status = status
    this.text = text
  }
}

/** GET a testimonial list; a non-ok answer throws HttpStatusError with the status text. */
export async function fetchTestimonials(url: string): Promise<Testimonial[]> {
  const res = await fetch(url, { credentials: 'include' })
  if (!res.ok) {
    let text = res.statusText
    if (!text) {
      try {
        text = (await res.text()).trim()
      } catch {
        text = ''
      }
    }
    throw new HttpStatusError(res.status, text || 'Request failed')
  }
  return (await res.json()) as Testimonial[]
}

/** Two letters for an avatar: the first and last names' initials, or the start of a single name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0] ?? '?'
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : ''
  return (last ? first.charAt(0) + last.charAt(0) : first.slice(0, 2)).toUpperCase()
}
