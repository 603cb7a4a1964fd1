import { describe, expect, it } from 'vitest'
import {
  dollarsToCents,
  fileNameFor,
  likesLabel,
  missingLabels,
  monthlyRevenue,
  queryString,
  storyField,
  storyPayload,
  storySchema,
  strategyLines,
  usageLabel,
  valuesFor,
  valuesToSend,
  EMPTY_STORY,
} from './successRules'

const vars = [
  { name: 'firstName', label: 'First name' },
  { name: 'practice', label: 'Practice name', multiline: true },
]

describe('filters to a query string', () => {
  it('leaves out empty and blank values', () => {
    expect(queryString({ category: 'proposals', industry: '', difficulty: undefined, q: '  ' })).toBe('?category=proposals')
    expect(queryString({ q: '' })).toBe('')
  })
  it('encodes and trims values', () => {
    expect(queryString({ q: ' dental & ortho ', industry: 'Real estate' })).toBe('?q=dental+%26+ortho&industry=Real+estate')
  })
})

describe('money and counts', () => {
  it('shows monthly revenue in whole dollars, or cents when there are some', () => {
    expect(monthlyRevenue(1250000)).toBe('$12,500/mo')
    expect(monthlyRevenue(1050)).toBe('$10.50/mo')
    expect(monthlyRevenue(0)).toBe('$0/mo')
    expect(monthlyRevenue(null)).toBeUndefined()
  })
  it('reads dollars typed by a partner', () => {
    expect(dollarsToCents('$12,500')).toBe(1250000)
    expect(dollarsToCents('99.9')).toBe(9990)
    expect(dollarsToCents(' ')).toBeNull()
    expect(dollarsToCents('12.345')).toBeNaN()
    expect(dollarsToCents('-5')).toBeNaN()
    expect(dollarsToCents('10,50')).toBeNaN()
    expect(dollarsToCents('1,0000')).toBeNaN()
    expect(dollarsToCents('1 000')).toBeNaN()
  })
  it('counts likes and uses in words', () => {
    expect(likesLabel(1)).toBe('1 like')
    expect(likesLabel(1200)).toBe('1,200 likes')
    expect(usageLabel(1)).toBe('Used 1 time')
    expect(usageLabel(0)).toBe('Used 0 times')
  })
})

describe('the story form', () => {
  it('sends numbers, lines and the image', () => {
    const v = { ...EMPTY_STORY, title: ' Six clinics ', description: 'Story', monthlyRevenue: '4,500', clientsAcquired: '6', strategies: 'Calls\n\ncalls\nAudits ' }
    expect(storySchema.safeParse(v).success).toBe(true)
    expect(storyPayload(v, 'abc')).toMatchObject({ title: 'Six clinics', monthlyRevenueCents: 450000, clientsAcquired: 6, strategies: ['Calls', 'Audits'], imageId: 'abc' })
    expect(storyPayload({ ...v, monthlyRevenue: '', clientsAcquired: '' }, undefined)).toMatchObject({ monthlyRevenueCents: null, clientsAcquired: null })
    expect(storyPayload(v, undefined)).not.toHaveProperty('imageId')
  })
  it('refuses amounts and counts the server would', () => {
    expect(storySchema.safeParse({ ...EMPTY_STORY, title: 'a', description: 'b', monthlyRevenue: 'lots' }).success).toBe(false)
    expect(storySchema.safeParse({ ...EMPTY_STORY, title: 'a', description: 'b', clientsAcquired: '2.5' }).success).toBe(false)
    expect(storySchema.safeParse({ ...EMPTY_STORY, title: 'a', description: 'b', monthlyRevenue: '20,000,000' }).success).toBe(false)
  })
  it('maps the server field names to the form', () => {
    expect(storyField('monthlyRevenueCents')).toBe('monthlyRevenue')
    expect(storyField('title')).toBe('title')
    expect(storyField('imageId')).toBeUndefined()
  })
  it('splits strategies by line without repeats', () => {
    expect(strategyLines(' a \nA\n\nb')).toEqual(['a', 'b'])
  })
})

describe('template values', () => {
  it('gives one value per variable, keeping what was typed', () => {
    expect(valuesFor(vars)).toEqual({ firstName: '', practice: '' })
    expect(valuesFor(vars, { firstName: 'Maria', gone: 'x' })).toEqual({ firstName: 'Maria', practice: '' })
  })
  it('sends only filled, declared values', () => {
    expect(valuesToSend(vars, { firstName: 'Maria', practice: '  ', other: 'x' })).toEqual({ firstName: 'Maria' })
  })
  it('names the missing variables by label, in order', () => {
    expect(missingLabels(vars, ['practice', 'firstName'])).toEqual(['First name', 'Practice name'])
  })
  it('makes a file name from the title', () => {
    expect(fileNameFor('Cold e-mail: Dentist!')).toBe('cold-e-mail-dentist.txt')
    expect(fileNameFor('***')).toBe('template.txt')
  })
})
