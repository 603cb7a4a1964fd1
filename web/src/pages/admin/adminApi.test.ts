import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, isUnauthorized } from '../../lib/api'
import { checkAdminAccess, loginOutcome, mightBeSignedIn, rememberSignedIn } from './adminApi'
import { HttpStatusError } from '../../lib/testimonialRules'

describe('admin login outcome', () => {
  it('is ok without an error', () => {
    expect(loginOutcome(undefined)).toEqual({ ok: true })
  })

  it("shows the server's message for a refused password", () => {
    expect(loginOutcome(new ApiError(401, 'Unauthorized', '{"message":"Invalid password"}'))).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Invalid password',
    })
  })

  it("falls back to 'Invalid password' when the server says nothing usable", () => {
    expect(loginOutcome(new ApiError(500, 'Internal Server Error', ''))).toMatchObject({ message: 'Invalid password' })
    expect(loginOutcome(new ApiError(401, 'Unauthorized', 'not json'))).toMatchObject({ message: 'Invalid password' })
  })

  it('passes the wait message of a throttled login through', () => {
    const body = '{"message":"Too many failed attempts. Please wait before trying again."}'
    expect(loginOutcome(new ApiError(429, 'Too Many Requests', body))).toEqual({
      ok: false,
      kind: 'throttled',
      message: 'Too many failed attempts. Please wait before trying again.',
    })
  })

  it('reports a network failure as a connection error', () => {
    expect(loginOutcome(new TypeError('Failed to fetch'))).toEqual({
      ok: false,
      kind: 'network',
      message: 'Connection error. Please try again.',
    })
  })
})

describe('signed-in hint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('is absent on a fresh browser, so the login page asks nothing', () => {
    expect(mightBeSignedIn()).toBe(false)
    rememberSignedIn(true)
    expect(mightBeSignedIn()).toBe(true)
    rememberSignedIn(false)
    expect(mightBeSignedIn()).toBe(false)
  })

  it('follows the answer of the access check', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"ok":true,"signedIn":true}', { status: 200 }))))
    expect(await checkAdminAccess()).toBe(true)
    expect(mightBeSignedIn()).toBe(true)
    // Signed out is a 200 that says so.
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"ok":false,"signedIn":false}', { status: 200 }))))
    expect(await checkAdminAccess()).toBe(false)
    expect(mightBeSignedIn()).toBe(false)
    rememberSignedIn(true)
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 500 }))))
    expect(await checkAdminAccess()).toBe(false)
    expect(mightBeSignedIn()).toBe(false)
  })
})

describe('isUnauthorized', () => {
  it('knows a 401 from any of the fetch helpers, and nothing else', () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized', ''))).toBe(true)
    expect(isUnauthorized(new HttpStatusError(401, 'Unauthorized'))).toBe(true)
    expect(isUnauthorized(new ApiError(403, 'Forbidden', ''))).toBe(false)
    expect(isUnauthorized(new HttpStatusError(500, 'boom'))).toBe(false)
    expect(isUnauthorized(new Error('offline'))).toBe(false)
    expect(isUnauthorized({ status: 401 })).toBe(false)
    expect(isUnauthorized(undefined)).toBe(false)
  })
})
