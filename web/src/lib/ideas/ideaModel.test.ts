import { describe, expect, it } from 'vitest'
import { RULES } from '../rules'
import { readUrlState } from '../urlState'
import { IDEA_FILTER_PARAMS, ideaSchema, ideasUrl, labelOf, voteState, votesLabel } from './ideaModel'

const categories = [{ value: 'automations', label: 'Automations' }]
const times = [{ value: '1-2 weeks', label: '1-2 weeks' }]

describe('voteState', () => {
  it('never lets a partner vote for their own idea, and says why', () => {
    const s = voteState({ mine: true, votedByMe: false, status: 'proposed' })
    expect(s).toEqual({ kind: 'mine', reason: 'Your idea: its votes come from other partners.' })
  })
  it('closes voting on launched and declined ideas', () => {
    expect(voteState({ mine: false, votedByMe: true, status: 'launched' })).toMatchObject({ kind: 'closed', voted: true })
    expect(voteState({ mine: false, votedByMe: false, status: 'declined' })).toMatchObject({ kind: 'closed', voted: false })
  })
  it('toggles between vote and voted while open', () => {
    expect(voteState({ mine: false, votedByMe: false, status: 'planned' })).toEqual({ kind: 'open' })
    expect(voteState({ mine: false, votedByMe: true, status: 'in_development' })).toEqual({ kind: 'voted' })
  })
})

describe('list address', () => {
  it('leaves out "all" filters', () => {
    expect(ideasUrl('/api/partner/ideas', { sort: 'votes', category: 'all', status: 'all' })).toBe('/api/partner/ideas?sort=votes')
    expect(ideasUrl('/api/partner/ideas', { sort: 'priority', category: 'apps', status: 'planned' })).toBe(
      '/api/partner/ideas?sort=priority&category=apps&status=planned',
    )
    expect(readUrlState(new URLSearchParams('status=planned'), IDEA_FILTER_PARAMS)).toEqual({ sort: 'votes', category: 'all', status: 'planned' })
  })
  it('labels', () => {
    expect(labelOf(categories, 'automations')).toBe('Automations')
    expect(labelOf(categories, 'unknown')).toBe('unknown')
    expect(votesLabel(1)).toBe('1 vote')
    expect(votesLabel(0)).toBe('0 votes')
  })
})

describe('ideaSchema', () => {
  const schema = ideaSchema(categories, times)
  const valid = {
    idea: 'Missed-call text-back',
    description: 'Text every caller a booking link when the phone goes unanswered.',
    category: 'automations',
    targetMarket: 'Home services',
    estimatedDevelopmentTime: '1-2 weeks',
  }
  it('accepts what the server accepts', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })
  it('refuses what the server refuses, with the same limits', () => {
    const bad = schema.safeParse({ idea: 'x', description: 'short', category: 'nope', targetMarket: 'a', estimatedDevelopmentTime: '' })
    expect(bad.success).toBe(false)
    const fields = new Set(bad.error?.issues.map((i) => i.path[0]))
    expect(fields).toEqual(new Set(['idea', 'description', 'category', 'targetMarket', 'estimatedDevelopmentTime']))
    expect(schema.safeParse({ ...valid, idea: 'x'.repeat(RULES.community.idea + 1) }).success).toBe(false)
    expect(schema.safeParse({ ...valid, idea: 'x'.repeat(RULES.community.idea) }).success).toBe(true)
  })
})
