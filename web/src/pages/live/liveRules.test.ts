import { describe, expect, it } from 'vitest'
import {
  liveProjectErrors,
  readLiveProject,
  emptyLiveProject,
  featuredFirst,
  KEY_FEATURES,
  LIVE_PROGRESS_KEY,
  liveTestimonials,
  missingRequired,
  PROJECT_TYPES,
  readProgress,
  saveProgress,
  SESSION_PREFERENCES,
  TIMELINES,
  toLivePayload,
} from './liveRules'

function memory() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  }
}

describe('live project form rules', () => {
  it('offers the spec option lists, website by default', () => {
    expect(PROJECT_TYPES.map((t) => t.value)).toEqual(['website', 'app', 'automation', 'ai-agent'])
    expect(TIMELINES.map((t) => t.value)).toEqual(['asap', '1-2weeks', '1month', 'flexible'])
    expect(SESSION_PREFERENCES.map((t) => t.value)).toEqual(['6am', '6pm', 'either'])
    expect(KEY_FEATURES).toHaveLength(9)
    expect(emptyLiveProject.projectType).toBe('website')
  })

  it('requires name, email and description', () => {
    expect(missingRequired(emptyLiveProject)).toBe(true)
    expect(missingRequired({ name: 'A', email: 'a@b.co', projectDescription: '  ' })).toBe(true)
    expect(missingRequired({ name: 'A', email: 'a@b.co', projectDescription: 'A site' })).toBe(false)
    expect(Object.keys(liveProjectErrors(emptyLiveProject)).sort()).toEqual(['email', 'name', 'projectDescription'])
  })

  it('builds the payload trimmed, with features in the spec order and no empty honeypot', () => {
    const data = new FormData()
    for (const [k, v] of Object.entries({ name: ' Ann ', email: 'ann@example.com', projectDescription: 'A booking site' })) data.set(k, v)
    data.append('keyFeatures', 'User Login')
    data.append('keyFeatures', 'Contact Form')
    const { website: _, ...v } = readLiveProject(data)
    expect(liveProjectErrors(v)).toEqual({})
    const p = toLivePayload(v)
    expect(p.name).toBe('Ann')
    expect(p.keyFeatures).toEqual(['Contact Form', 'User Login'])
    expect(p).not.toHaveProperty('website')
    expect(toLivePayload(v, 'bot').website).toBe('bot')
  })

  it('keeps progress across a reload and drops the token once booked', () => {
    const s = memory()
    expect(readProgress(s)).toEqual({ step: 1 })
    saveProgress({ step: 2, id: 7, bookingToken: 'tok', sessionPreference: '6pm' }, s)
    expect(readProgress(s)).toEqual({ step: 2, id: 7, bookingToken: 'tok', sessionPreference: '6pm' })
    saveProgress({ step: 3, id: 7, sessionPreference: '6pm' }, s)
    expect(s.m.get(LIVE_PROGRESS_KEY)).not.toContain('tok')
    expect(readProgress(s)).toEqual({ step: 3, id: 7, sessionPreference: '6pm' })
    saveProgress({ step: 1 }, s)
    expect(s.m.has(LIVE_PROGRESS_KEY)).toBe(false)
  })

  it('treats damaged progress as a fresh start', () => {
    const s = memory()
    for (const raw of ['{', '"x"', '{"step":2,"id":7}', '{"step":2,"id":-1,"bookingToken":"t"}', '{"step":9,"id":1}']) {
      s.setItem(LIVE_PROGRESS_KEY, raw)
      expect(readProgress(s)).toEqual({ step: 1 })
    }
  })

  it('shows featured projects first and at most six approved testimonials', () => {
    expect(featuredFirst([{ id: 1, featured: false }, { id: 2, featured: true }]).map((p) => p.id)).toEqual([2, 1])
    const list = [
      { id: 1, status: 'pending' },
      ...Array.from({ length: 7 }, (_, i) => ({ id: i + 2, status: i === 0 ? 'featured' : 'approved' })),
      { id: 20, status: 'declined' },
    ]
    const shown = liveTestimonials(list)
    expect(shown).toHaveLength(6)
    expect(shown.every((t) => t.status === 'approved' || t.status === 'featured')).toBe(true)
  })
})
