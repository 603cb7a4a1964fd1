import { describe, expect, it } from 'vitest'
import { label, liveCounts, newestFirst, PROJECT_TYPE_LABELS, type Submission } from './liveModel'

const s = (id: number, createdAt: string, over: Partial<Submission> = {}): Submission => ({
  id, name: 'N', email: 'n@example.com', company: '', phone: '', projectType: 'website', projectDescription: 'x',
  industry: '', targetAudience: '', keyFeatures: [], budget: '', timeline: '', additionalNotes: '', sessionPreference: '',
  calendarBooked: false, zoomMeetingId: '', status: 'submitted', builtProjectId: null, createdAt, updatedAt: createdAt, ...over,
})

describe('live submissions', () => {
  it('sorts newest first, then by id', () => {
    const list = [s(1, '2026-11-01T00:00:00Z'), s(3, '2026-11-03T00:00:00Z'), s(2, '2026-11-03T00:00:00Z')]
    expect(newestFirst(list).map((x) => x.id)).toEqual([3, 2, 1])
  })

  it('counts booked and built', () => {
    const list = [s(1, '2026-11-01T00:00:00Z', { calendarBooked: true }), s(2, '2026-11-02T00:00:00Z', { status: 'built', calendarBooked: true }), s(3, '2026-11-02T00:00:00Z')]
    expect(liveCounts(list)).toEqual({ total: 3, booked: 2, built: 1 })
  })

  it('labels choices and keeps unknown values', () => {
    expect(label(PROJECT_TYPE_LABELS, 'ai-agent')).toBe('AI Agent')
    expect(label(PROJECT_TYPE_LABELS, 'other')).toBe('other')
    expect(label(PROJECT_TYPE_LABELS, '')).toBe('')
  })
})
