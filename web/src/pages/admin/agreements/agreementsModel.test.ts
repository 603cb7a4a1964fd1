import { describe, expect, it } from 'vitest'
import { breachOutcome, byKind, kindLabel, promiseLabel, publishDefaults, publishSchema, type AgreementTemplate } from './agreementsModel'

const t = (id: number, kind: string, version: number, publishedAt: string): AgreementTemplate => ({
  id,
  kind,
  title: `${kind} v${version}`,
  version,
  body: '# Text',
  sha256: 'x',
  required: true,
  publishedAt,
})

describe('agreements for staff', () => {
  it('groups versions by kind, newest version first, the most recently published kind first', () => {
    const groups = byKind([t(1, 'white_label', 1, '2026-01-01T00:00:00Z'), t(2, 'partner_licence', 1, '2026-01-02T00:00:00Z'), t(3, 'partner_licence', 2, '2026-02-01T00:00:00Z')])
    expect(groups.map((g) => [g.kind, g.versions.map((v) => v.version)])).toEqual([
      ['partner_licence', [2, 1]],
      ['white_label', [1]],
    ])
  })

  it('checks the kind as the server does', () => {
    const ok = { kind: 'partner_licence', title: 'Licence', body: 'Text', required: true }
    expect(publishSchema.safeParse(ok).success).toBe(true)
    for (const kind of ['Partner', 'p', '1abc', 'has-dash', 'a'.repeat(41)]) expect(publishSchema.safeParse({ ...ok, kind }).success).toBe(false)
    expect(publishSchema.safeParse({ ...ok, body: '  ' }).success).toBe(false)
  })

  it('starts a next version from the newest one, and reads kinds and outcomes', () => {
    expect(publishDefaults(t(3, 'partner_licence', 2, '2026-02-01T00:00:00Z'))).toEqual({ kind: 'partner_licence', title: 'partner_licence v2', body: '# Text', required: true })
    expect(publishDefaults(null).kind).toBe('')
    expect(kindLabel('partner_licence')).toBe('Partner licence')
    expect(breachOutcome({ completedAt: null })).toBe('open')
    expect(breachOutcome({ completedAt: '2026-01-01T00:00:00Z' })).toBe('kept-late')
  })
})

describe('a missed promise in words', () => {
  it('names a first reply by its target and a milestone by its title', () => {
    expect(promiseLabel({ kind: 'first_reply', subject: '', targetHours: 8 })).toBe('First reply within 8 working h')
    expect(promiseLabel({ kind: 'milestone', subject: 'Design (Website)', targetHours: 30 })).toBe('Milestone Design (Website)')
  })
})
