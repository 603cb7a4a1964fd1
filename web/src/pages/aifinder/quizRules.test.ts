import { describe, expect, it } from 'vitest'
import {
  emptyAnswers,
  firstInvalidStep,
  firstName,
  industryLabel,
  INDUSTRY_OPTIONS,
  nextStep,
  previousStep,
  progressPercent,
  REVENUE_GOAL_OPTIONS,
  STEP_COUNT,
  stepOfField,
  TEAM_SIZE_OPTIONS,
  TECH_COMFORT_OPTIONS,
  toPayload,
  validateStep,
  type QuizAnswers,
} from './quizRules'

const complete: QuizAnswers = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  industry: 'healthcare',
  teamSize: '6-10',
  biggestChallenge: 'We miss calls after hours.',
  revenueGoal: '500k-1m',
  techComfort: 'intermediate',
  currentTools: '',
}

describe('quiz step checks (spec section 5)', () => {
  it('step 1 asks for a name that is not blank after trimming', () => {
    expect(validateStep(1, { ...complete, name: '' })).toBe('Please enter your name')
    expect(validateStep(1, { ...complete, name: '   \t ' })).toBe('Please enter your name')
    expect(validateStep(1, { ...complete, name: ' J ' })).toBeUndefined()
  })

  it('step 2 asks for a non-empty email containing an at sign', () => {
    expect(validateStep(2, { ...complete, email: '' })).toBe('Please enter a valid email')
    expect(validateStep(2, { ...complete, email: '   ' })).toBe('Please enter a valid email')
    expect(validateStep(2, { ...complete, email: 'jordan.example.com' })).toBe('Please enter a valid email')
    expect(validateStep(2, { ...complete, email: 'jordan@example.com' })).toBeUndefined()
  })

  it('step 3 asks for an industry from the list', () => {
    expect(validateStep(3, { ...complete, industry: '' })).toBe('Please select your industry')
    expect(validateStep(3, { ...complete, industry: 'mining' as QuizAnswers['industry'] })).toBe(
      'Please select your industry',
    )
    expect(validateStep(3, { ...complete, industry: 'real-estate' })).toBeUndefined()
  })

  it('step 4 asks for a team size', () => {
    expect(validateStep(4, { ...complete, teamSize: '' })).toBe('Please select your team size')
    expect(validateStep(4, { ...complete, teamSize: '100+' })).toBeUndefined()
  })

  it('step 5 asks for a challenge that is not blank after trimming', () => {
    expect(validateStep(5, { ...complete, biggestChallenge: '' })).toBe('Please describe your biggest challenge')
    expect(validateStep(5, { ...complete, biggestChallenge: ' \n ' })).toBe('Please describe your biggest challenge')
    expect(validateStep(5, complete)).toBeUndefined()
  })

  it('step 6 asks for a revenue goal', () => {
    expect(validateStep(6, { ...complete, revenueGoal: '' })).toBe('Please select your revenue goal')
    expect(validateStep(6, { ...complete, revenueGoal: '<100k' })).toBeUndefined()
  })

  it('step 7 asks for tech comfort; current tools stay optional', () => {
    expect(validateStep(7, { ...complete, techComfort: '' })).toBe('Please select your tech comfort level')
    expect(validateStep(7, { ...complete, currentTools: '' })).toBeUndefined()
    expect(validateStep(7, { ...complete, currentTools: 'Shopify' })).toBeUndefined()
  })

  it('finds the first step that still needs an answer', () => {
    expect(firstInvalidStep(emptyAnswers)).toBe(1)
    expect(firstInvalidStep({ ...complete, teamSize: '', revenueGoal: '' })).toBe(4)
    expect(firstInvalidStep(complete)).toBeUndefined()
  })
})

describe('quiz option lists (spec section 5)', () => {
  it('sends exactly the spec values, in order', () => {
    expect(INDUSTRY_OPTIONS.map((o) => o.value)).toEqual([
      'ecommerce',
      'saas',
      'professional-services',
      'real-estate',
      'healthcare',
      'education',
      'marketing',
      'finance',
      'construction',
      'hospitality',
      'other',
    ])
    expect(TEAM_SIZE_OPTIONS.map((o) => o.value)).toEqual(['solo', '2-5', '6-10', '11-25', '26-50', '51-100', '100+'])
    expect(REVENUE_GOAL_OPTIONS.map((o) => o.value)).toEqual([
      '<100k',
      '100k-250k',
      '250k-500k',
      '500k-1m',
      '1m-5m',
      '5m+',
    ])
    expect(TECH_COMFORT_OPTIONS.map((o) => o.value)).toEqual(['beginner', 'intermediate', 'advanced'])
  })

  it('gives every option a readable label', () => {
    expect(industryLabel('ecommerce')).toBe('E-commerce')
    expect(industryLabel('real-estate')).toBe('Real Estate')
    expect(REVENUE_GOAL_OPTIONS.find((o) => o.value === '100k-250k')?.label).toBe('$100k-$250k')
    for (const list of [INDUSTRY_OPTIONS, TEAM_SIZE_OPTIONS, REVENUE_GOAL_OPTIONS, TECH_COMFORT_OPTIONS]) {
      for (const o of list) expect(o.label.trim(), o.value).not.toBe('')
    }
  })
})

describe('quiz navigation', () => {
  it('moves between steps 1 and 7 without leaving them', () => {
    expect(STEP_COUNT).toBe(7)
    expect(nextStep(1)).toBe(2)
    expect(nextStep(7)).toBe(7)
    expect(previousStep(2)).toBe(1)
    expect(previousStep(1)).toBe(1)
  })

  it('shows progress as the share of steps reached', () => {
    expect(progressPercent(1)).toBe(14)
    expect(progressPercent(7)).toBe(100)
  })

  it('maps a server field error back to its step', () => {
    expect(stepOfField('email')).toBe(2)
    expect(stepOfField('biggestChallenge')).toBe(5)
    expect(stepOfField('currentTools')).toBe(7)
    expect(stepOfField('unknown')).toBeUndefined()
  })
})

describe('submit payload', () => {
  it('sends every answer, trimmed, with the option values', () => {
    expect(
      toPayload({ ...complete, name: '  Jordan Lee ', email: ' jordan@example.com ', currentTools: ' Shopify  ' }),
    ).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      industry: 'healthcare',
      teamSize: '6-10',
      biggestChallenge: 'We miss calls after hours.',
      revenueGoal: '500k-1m',
      techComfort: 'intermediate',
      currentTools: 'Shopify',
      website: '',
    })
  })

  it('carries what the hidden honeypot field holds', () => {
    expect(toPayload(complete, 'http://spam.example').website).toBe('http://spam.example')
  })

  it('greets by first name', () => {
    expect(firstName('  Jordan   Lee ')).toBe('Jordan')
    expect(firstName('')).toBe('')
  })
})
