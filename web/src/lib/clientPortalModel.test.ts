import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { contrast, isFinal, linkProblem, readableOn, safeColor, textOn, tint } from './clientPortalModel'

describe('client portal model', () => {
  it('reads a failed load as unknown, inactive, throttled or failed', () => {
    expect(linkProblem(new ApiError(404, 'Not Found', '{"message":"This portal link does not exist."}'))).toEqual({ kind: 'unknown' })
    expect(linkProblem(new ApiError(410, 'Gone', '{"message":"This portal link has been turned off."}'))).toEqual({
      kind: 'inactive',
      message: 'This portal link has been turned off.',
    })
    expect(linkProblem(new ApiError(429, 'Too Many Requests', '')).kind).toBe('throttled')
    expect(linkProblem(new ApiError(500, 'Server Error', '')).kind).toBe('failed')
    expect(linkProblem(new TypeError('Failed to fetch')).kind).toBe('failed')
    expect(isFinal(new ApiError(410, 'Gone', ''))).toBe(true)
    expect(isFinal(new ApiError(500, 'x', ''))).toBe(false)
    expect(isFinal(null)).toBe(false)
  })

  it('keeps branding colours readable', () => {
    expect(safeColor('#112233', '#3B82F6')).toBe('#112233')
    expect(safeColor('red', '#3B82F6')).toBe('#3B82F6')
    expect(textOn('#1d4ed8')).toBe('#ffffff')
    expect(textOn('#fde047')).toBe('#0b1220')
    for (const c of ['#3B82F6', '#10B981', '#fde047', '#ffffff', '#EF4444']) {
      expect(contrast(readableOn(c), '#ffffff'), c).toBeGreaterThanOrEqual(4.5)
    }
    expect(readableOn('#1d4ed8')).toBe('#1d4ed8')
    // Brand text on the brand's soft tint (status badges, the rating panel) reads too, and so on white.
    for (const c of ['#3B82F6', '#10B981', '#7C3AED']) {
      const soft = tint(c, 0.92)
      expect(contrast(readableOn(c, soft), soft), c).toBeGreaterThanOrEqual(4.5)
      expect(contrast(readableOn(c, soft), '#ffffff'), c).toBeGreaterThanOrEqual(4.5)
    }
    expect(tint('#000000', 0.5)).toBe('#808080')
  })
})
