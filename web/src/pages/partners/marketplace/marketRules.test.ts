import { describe, expect, it } from 'vitest'
import type { Automation, MarketTemplate, Package } from '../../../lib/marketApi'
import {
  adoption,
  automationPayload,
  automationSchema,
  automationValues,
  hasMarketFilters,
  marketQuery,
  NO_MARKET_FILTERS,
  ratingOf,
  ratingText,
  starFill,
  stepText,
} from './marketRules'

const pkg = { kind: 'package', id: 1, averageRating: 4.5, ratingCount: 2, installCount: 1 } as Package
const tpl = { kind: 'template', id: 2, rating: 0, usageCount: 1240, type: 'agent' } as MarketTemplate

describe('catalogue filters to a query string', () => {
  it('leaves out the defaults', () => {
    expect(marketQuery(NO_MARKET_FILTERS)).toBe('')
  })
  it('sends kind, search, category, difficulty and sort', () => {
    expect(marketQuery({ ...NO_MARKET_FILTERS, kind: 'template', q: ' crm ', category: 'Sales', difficulty: 'beginner', sort: 'rating' })).toBe(
      '?kind=template&q=crm&category=Sales&difficulty=beginner&sort=rating',
    )
  })
  it('asks for installed packages only with the package kind', () => {
    expect(marketQuery({ ...NO_MARKET_FILTERS, kind: 'package', installed: true })).toBe('?kind=package&installed=true')
    expect(marketQuery({ ...NO_MARKET_FILTERS, kind: 'all', installed: true })).toBe('')
    expect(hasMarketFilters({ ...NO_MARKET_FILTERS, installed: true })).toBe(false)
    expect(hasMarketFilters({ ...NO_MARKET_FILTERS, q: 'x' })).toBe(true)
  })
})

describe('ratings and figures', () => {
  it('reads the rating of each kind', () => {
    expect(ratingOf(pkg)).toEqual({ value: 4.5, count: 2 })
    expect(ratingOf(tpl)).toEqual({ value: 0 })
  })
  it('says the rating in words', () => {
    expect(ratingText(4.5, 2)).toBe('4.5 out of 5 from 2 ratings')
    expect(ratingText(4, 1)).toBe('4.0 out of 5 from 1 rating')
    expect(ratingText(0, 0)).toBe('No ratings yet')
    expect(ratingText(3)).toBe('3.0 out of 5')
  })
  it('fills stars to the rating', () => {
    expect(starFill(3.5)).toEqual([1, 1, 1, 0.5, 0])
    expect(starFill(0)).toEqual([0, 0, 0, 0, 0])
  })
  it('counts installs and uses', () => {
    expect(adoption(pkg)).toBe('1 install')
    expect(adoption(tpl)).toBe('1,240 uses')
  })
  it('describes app steps in words', () => {
    expect(stepText({ type: 'form_submitted' })).toBe('form submitted')
    expect(stepText({ type: 'create_contact', app: 'HubSpot' })).toBe('create contact (HubSpot)')
    expect(stepText('send-sms')).toBe('send-sms')
  })
})

describe('the automation form', () => {
  const agent = { kind: 'agent', id: 3, name: 'Receptionist', description: '', status: 'draft', prompt: 'Be kind', model: 'gpt-5-mini', temperature: 0.7, maxTokens: 2000 } as Automation
  const app = { kind: 'app', id: 4, name: 'Lead flow', description: 'x', status: 'active' } as Automation

  it('round-trips an agent', () => {
    const v = automationValues(agent)
    expect(v.temperature).toBe('0.7')
    expect(automationPayload(v)).toEqual({ name: 'Receptionist', description: '', status: 'draft', prompt: 'Be kind', model: 'gpt-5-mini', temperature: 0.7, maxTokens: 2000 })
  })
  it('sends no agent settings for an app', () => {
    expect(automationPayload(automationValues(app))).toEqual({ name: 'Lead flow', description: 'x', status: 'active' })
  })
  it('checks temperature, max tokens and model only for agents', () => {
    const v = automationValues(agent)
    expect(automationSchema.safeParse({ ...v, temperature: '2.5' }).success).toBe(false)
    expect(automationSchema.safeParse({ ...v, maxTokens: '1.5' }).success).toBe(false)
    expect(automationSchema.safeParse({ ...v, model: 'gpt 5' }).success).toBe(false)
    expect(automationSchema.safeParse({ ...v, temperature: '2', maxTokens: '32000' }).success).toBe(true)
    expect(automationSchema.safeParse({ ...automationValues(app), temperature: 'x' }).success).toBe(true)
    expect(automationSchema.safeParse({ ...v, name: ' ' }).success).toBe(false)
  })
})
