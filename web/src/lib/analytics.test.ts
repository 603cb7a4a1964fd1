import { beforeEach, describe, expect, it } from 'vitest'
import { ATTRIBUTION_STORAGE_KEY, attribution, captureFirstTouch, readTouch, resetAttributionForTests } from './analytics'

const origin = 'https://aimission.example'

beforeEach(() => {
  resetAttributionForTests()
})

describe('readTouch', () => {
  it('reads every UTM parameter, the referrer and the landing path', () => {
    expect(
      readTouch({
        search: '?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=ai+agents&utm_content=hero&x=1',
        pathname: '/',
        referrer: 'https://news.example/post',
        origin,
      }),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      utmTerm: 'ai agents',
      utmContent: 'hero',
      referrer: 'https://news.example/post',
      landingPath: '/',
    })
  })

  it('omits empty values and same-site referrers', () => {
    expect(readTouch({ search: '?utm_source=&utm_medium=%20', pathname: '/refund-policy', referrer: `${origin}/`, origin })).toEqual({
      landingPath: '/refund-policy',
    })
  })

  it('caps very long values', () => {
    const long = 'a'.repeat(2000)
    expect(readTouch({ search: `?utm_source=${long}`, pathname: '/', referrer: '', origin }).utmSource).toHaveLength(500)
  })
})

describe('first touch', () => {
  it('keeps the first touch and ignores later ones', () => {
    captureFirstTouch({ search: '?utm_source=ads&utm_campaign=spring', pathname: '/', referrer: 'https://search.example/', origin })
    captureFirstTouch({ search: '?utm_source=newsletter', pathname: '/refund-policy', referrer: '', origin })
    expect(attribution()).toEqual({
      utmSource: 'ads',
      utmCampaign: 'spring',
      referrer: 'https://search.example/',
      landingPath: '/',
    })
  })

  it('stores the touch in localStorage', () => {
    captureFirstTouch({ search: '?utm_medium=social', pathname: '/clients-call', referrer: '', origin })
    expect(JSON.parse(localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? '{}')).toEqual({
      utmMedium: 'social',
      landingPath: '/clients-call',
    })
  })

  it('survives junk in storage', () => {
    localStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json')
    captureFirstTouch({ search: '?utm_source=x', pathname: '/', referrer: '', origin })
    expect(attribution()).toEqual({ utmSource: 'x', landingPath: '/' })
  })

  it('returns an empty object before anything is captured', () => {
    expect(attribution()).toEqual({})
  })
})
