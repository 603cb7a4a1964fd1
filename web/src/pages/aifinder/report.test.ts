import { describe, expect, it } from 'vitest'
import {
  DIFFICULTY_LABELS,
  formatHours,
  formatReportDate,
  parseRecommendations,
  reportUrl,
  splitFigure,
  topOpportunities,
} from './report'

const sample = {
  timeSavings: '33 hours/week',
  costSavings: '$120,120/year',
  hoursPerWeek: 33,
  annualSavings: 120120,
  opportunities: [
    { title: 'A', description: 'a', impact: 'ia', difficulty: 'easy', hoursPerWeek: 9, category: 'workflow' },
    { title: 'B', description: 'b', impact: 'ib', difficulty: 'medium', hoursPerWeek: 10, category: 'phone-agent' },
    { title: 'C', description: 'c', impact: 'ic', difficulty: 'hard', hoursPerWeek: 14, category: 'data' },
    { title: 'D', description: 'd', impact: 'id', difficulty: 'easy' },
  ],
  quickWins: ['q1', 'q2'],
  strategicInitiatives: ['s1'],
  recommendedTools: ['t1'],
  nextSteps: ['n1', 'n2', 'n3'],
}

describe('difficulty labels (spec section 9)', () => {
  it('names easy, medium and hard', () => {
    expect(DIFFICULTY_LABELS).toEqual({ easy: 'Quick Win', medium: 'Medium Effort', hard: 'Strategic' })
  })
})

describe('parseRecommendations', () => {
  it('reads the API results object', () => {
    const r = parseRecommendations(sample)
    expect(r?.timeSavings).toBe('33 hours/week')
    expect(r?.opportunities).toHaveLength(4)
    expect(r?.recommendedTools).toEqual(['t1'])
    expect(r && topOpportunities(r).map((o) => o.title)).toEqual(['A', 'B', 'C'])
  })

  it('treats recommended tools as optional', () => {
    const { recommendedTools: _omit, ...rest } = sample
    expect(parseRecommendations(rest)?.recommendedTools).toBeUndefined()
    expect(parseRecommendations({ ...sample, recommendedTools: [] })?.recommendedTools).toBeUndefined()
  })

  it('drops damaged entries and refuses what is not a results object', () => {
    const r = parseRecommendations({ ...sample, opportunities: [null, { title: '' }, { title: 'X', difficulty: 'odd' }], quickWins: 'nope' })
    expect(r?.opportunities).toEqual([
      { title: 'X', description: '', impact: '', difficulty: 'medium', hoursPerWeek: undefined, category: undefined },
    ])
    expect(r?.quickWins).toEqual([])
    expect(parseRecommendations(null)).toBeUndefined()
    expect(parseRecommendations([])).toBeUndefined()
    expect(parseRecommendations('x')).toBeUndefined()
    expect(parseRecommendations({})).toBeUndefined()
  })
})

describe('formatting', () => {
  it('formats hours per week', () => {
    expect(formatHours(6)).toBe('6 hours/week')
    expect(formatHours(1)).toBe('1 hour/week')
    expect(formatHours(4.55)).toBe('4.6 hours/week')
    expect(formatHours(0)).toBe('')
    expect(formatHours(undefined)).toBe('')
  })

  it('splits savings figures for the stat cards', () => {
    expect(splitFigure('33 hours/week')).toEqual({ value: '33', unit: 'hours/week' })
    expect(splitFigure('$120,120/year')).toEqual({ value: '$120,120', unit: 'per year' })
    expect(splitFigure('About a day a week')).toEqual({ value: 'About a day a week', unit: '' })
  })

  it('builds the private report link', () => {
    expect(reportUrl('https://example.com', 'abc_DEF-1')).toBe('https://example.com/ai-finder/report/abc_DEF-1')
    expect(reportUrl('https://example.com/', 'a/b')).toBe('https://example.com/ai-finder/report/a%2Fb')
  })

  it('formats the report date', () => {
    expect(formatReportDate('2026-11-22T03:52:25.600362323Z')).toBe('November 22, 2026')
    expect(formatReportDate('garbage')).toBe('')
    expect(formatReportDate(undefined)).toBe('')
  })
})
