import { describe, expect, it } from 'vitest'
import { COVER_GRADIENTS, coverGradient, coverKind, initials } from './projectCover'

describe('a project without an image', () => {
  it('gets the icon of its kind from its title and technologies', () => {
    expect(coverKind('After-hours dental receptionist', ['Voice agent', 'Google Calendar', 'Twilio'])).toBe('voice')
    expect(coverKind('Quote follow-up autopilot', ['Email automation', 'HubSpot', 'OpenAI'])).toBe('email')
    expect(coverKind('Tenant enquiry triage', ['Gmail', 'Airtable', 'Classifier'])).toBe('email')
    expect(coverKind('Review request agent', ['SMS', 'Google Business Profile'])).toBe('message')
    expect(coverKind('Class booking page', [])).toBe('calendar')
    expect(coverKind('Sales dashboard', ['Database'])).toBe('data')
    expect(coverKind('Support chatbot', [])).toBe('chat')
    expect(coverKind('Invoice workflow', [])).toBe('automation')
    expect(coverKind('Something new', [])).toBe('app')
  })

  it('keeps the same gradient, from the palette', () => {
    expect(coverGradient('Review request agent')).toBe(coverGradient('Review request agent'))
    expect(COVER_GRADIENTS).toContain(coverGradient('Tenant enquiry triage'))
    const all = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(coverGradient))
    expect(all.size).toBeGreaterThan(1)
  })

  it('shows up to two initials', () => {
    expect(initials('After-hours dental receptionist')).toBe('AH')
    expect(initials('review  request agent')).toBe('RR')
    expect(initials('Élan')).toBe('É')
    expect(initials('  — 42 apps')).toBe('4A')
    expect(initials('')).toBe('')
  })
})
