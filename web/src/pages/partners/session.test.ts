import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { formatWait, LOGIN_FAILED_FALLBACK, LOGIN_NETWORK_ERROR, loginFailure, parseRetryAfter } from '../../lib/partnerSession'

describe('partner sign-in outcomes', () => {
  it('shows the server message, or the spec fallback', () => {
    const withMessage = new ApiError(401, 'Unauthorized', JSON.stringify({ message: 'Invalid email or password' }))
    expect(loginFailure(withMessage)).toMatchObject({ kind: 'rejected', message: 'Invalid email or password' })
    expect(loginFailure(new ApiError(401, 'Unauthorized', ''))).toMatchObject({ message: LOGIN_FAILED_FALLBACK })
    const deactivated = new ApiError(403, 'Forbidden', JSON.stringify({ message: 'This partner account is deactivated.' }))
    expect(loginFailure(deactivated).message).toBe('This partner account is deactivated.')
  })

  it('says Login failed on a network error', () => {
    expect(loginFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', message: LOGIN_NETWORK_ERROR })
  })

  it('shows the wait of a throttled sign-in', () => {
    const throttled = loginFailure(new ApiError(429, 'Too Many Requests', '{}'), 90)
    expect(throttled).toMatchObject({ kind: 'throttled', retryAfter: 90 })
    expect(throttled.message).toContain('2 minutes')
    expect(loginFailure(new ApiError(429, 'Too Many Requests', '{}')).message).toMatch(/wait/)
  })

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('42')).toBe(42)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 0)).toBe(10)
    expect(formatWait(1)).toBe('1 second')
    expect(formatWait(45)).toBe('45 seconds')
    expect(formatWait(60)).toBe('1 minute')
  })
})
