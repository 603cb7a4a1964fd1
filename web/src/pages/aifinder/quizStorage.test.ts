import { afterEach, describe, expect, it } from 'vitest'
import { emptyAnswers } from './quizRules'
import { clearResults, loadResults } from './quizResults'
import { DRAFT_KEY, hasStoredResults, LEAD_ID_KEY, loadDraft, REPORT_TOKEN_KEY, RESULTS_KEY, saveDraft, saveResults } from './quizStorage'

const recommendations = {
  timeSavings: '12 hours/week',
  costSavings: '$24,960/year',
  opportunities: [{ title: 'Chatbot', description: 'd', impact: 'i', difficulty: 'easy' }],
  quickWins: [],
  strategicInitiatives: [],
  nextSteps: ['Book a call'],
}

afterEach(() => sessionStorage.clear())

describe('quiz draft', () => {
  it('starts fresh without a draft or with a damaged one', () => {
    expect(loadDraft()).toEqual({ step: 1, answers: emptyAnswers })
    sessionStorage.setItem(DRAFT_KEY, '{not json')
    expect(loadDraft()).toEqual({ step: 1, answers: emptyAnswers })
  })

  it('keeps the step and answers across a reload', () => {
    saveDraft({ step: 4, answers: { ...emptyAnswers, name: 'Jordan', email: 'j@x.com', industry: 'saas' } })
    expect(loadDraft()).toEqual({ step: 4, answers: { ...emptyAnswers, name: 'Jordan', email: 'j@x.com', industry: 'saas' } })
  })

  it('clamps the step and ignores unknown or non-text answers', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 42, answers: { name: 7, email: 'e@x', extra: 'x' } }))
    expect(loadDraft()).toEqual({ step: 7, answers: { ...emptyAnswers, email: 'e@x' } })
  })

  it('works without storage', () => {
    expect(loadDraft(undefined)).toEqual({ step: 1, answers: emptyAnswers })
    expect(() => saveDraft({ step: 2, answers: emptyAnswers }, undefined)).not.toThrow()
  })
})

describe('quiz results', () => {
  it('stores results, lead id and report token under the spec keys and drops the draft', () => {
    saveDraft({ step: 7, answers: { ...emptyAnswers, email: 'j@x.com' } })
    saveResults({ recommendations, leadId: 41, reportToken: 'tok' }, { name: 'Jordan', industry: 'saas' })
    expect(JSON.parse(sessionStorage.getItem(RESULTS_KEY) ?? '')).toEqual(recommendations)
    expect(sessionStorage.getItem(LEAD_ID_KEY)).toBe('41')
    expect(sessionStorage.getItem(REPORT_TOKEN_KEY)).toBe('tok')
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    // Nothing stored after submit holds the e-mail address.
    for (let i = 0; i < sessionStorage.length; i++) {
      expect(sessionStorage.getItem(sessionStorage.key(i) ?? '')).not.toContain('j@x.com')
    }
    expect(hasStoredResults()).toBe(true)
    const stored = loadResults()
    expect(stored?.leadId).toBe('41')
    expect(stored?.reportToken).toBe('tok')
    expect(stored?.profile).toEqual({ name: 'Jordan', industry: 'saas' })
    expect(stored?.recommendations.opportunities[0]?.title).toBe('Chatbot')
  })

  it('has nothing to show without stored results or with damaged ones', () => {
    expect(hasStoredResults()).toBe(false)
    expect(loadResults()).toBeUndefined()
    sessionStorage.setItem(RESULTS_KEY, 'oops')
    expect(hasStoredResults()).toBe(true)
    expect(loadResults()).toBeUndefined()
  })

  it('forgets everything for Take Quiz Again', () => {
    saveResults({ recommendations, leadId: 1, reportToken: 't' }, {})
    clearResults()
    expect(hasStoredResults()).toBe(false)
    expect(loadResults()).toBeUndefined()
    expect(sessionStorage.length).toBe(0)
  })
})
