import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, isUnauthorized } from '../../lib/api'
import { accessFrom, can, checkAdminAccess, login, loginOutcome, mightBeSignedIn, rememberSignedIn } from './adminApi'
import { HttpStatusError } from '../../lib/testimonialRules'

describe('admin login outcome', () => {
  it('is ok without an error', () => {
    expect(loginOutcome(undefined)).toEqual({ ok: true, next: { kind: 'signedIn' } })
  })

  it("shows the server's message for a refused e-mail and password", () => {
    expect(loginOutcome(new ApiError(401, 'Unauthorized', '{"message":"Invalid email or password"}'))).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Invalid email or password',
    })
  })

  it("falls back to 'Invalid email or password' when the server says nothing usable", () => {
    expect(loginOutcome(new ApiError(500, 'Internal Server Error', ''))).toMatchObject({ message: 'Invalid email or password' })
    expect(loginOutcome(new ApiError(401, 'Unauthorized', 'not json'))).toMatchObject({ message: 'Invalid email or password' })
  })

  it("keeps the server's field messages of an incomplete sign-in", () => {
    const body = '{"message":"Please check the highlighted fields.","fields":{"email":"Please enter your email."}}'
    expect(loginOutcome(new ApiError(400, 'Bad Request', body))).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Please check the highlighted fields.',
      fields: { email: 'Please enter your email.' },
    })
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

describe('admin login request', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('sends the e-mail and the password, and remembers a success', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"ok":true}', { status: 200 })))
    vi.stubGlobal('fetch', fetch)
    expect(await login('owner@example.com', 'a-long-password-1')).toEqual({ ok: true, next: { kind: 'signedIn' } })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/admin/login')
    expect(JSON.parse(init.body as string)).toEqual({ email: 'owner@example.com', password: 'a-long-password-1' })
    expect(mightBeSignedIn()).toBe(true)
  })

  it('asks for the code, or for setting two-factor sign-in up, before any session', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"ok":false,"secondFactor":"totp","challenge":"c1"}', { status: 200 }))))
    expect(await login('owner@example.com', 'pw')).toEqual({ ok: true, next: { kind: 'code', challenge: 'c1' } })
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"ok":false,"setupRequired":true,"challenge":"c2"}', { status: 200 }))))
    expect(await login('owner@example.com', 'pw')).toEqual({ ok: true, next: { kind: 'setup', challenge: 'c2' } })
    // Not signed in yet: the login page asks nothing on its next visit.
    expect(mightBeSignedIn()).toBe(false)
  })
})

describe('who is signed in', () => {
  it('reads the person and their permissions from the check', () => {
    const access = accessFrom({
      ok: true,
      signedIn: true,
      staff: { id: 7, email: 'ed@example.com', name: 'Ed Itor', role: 'editor' },
      permissions: ['read', 'manage', 'something-new'],
    })
    expect(access).toEqual({ staff: { id: 7, email: 'ed@example.com', name: 'Ed Itor', role: 'editor' }, permissions: ['read', 'manage'] })
    expect(can(access!, 'manage')).toBe(true)
    expect(can(access!, 'webhooks')).toBe(false)
  })

  it('is nobody when signed out, and allows nothing it is not told', () => {
    expect(accessFrom({ ok: false, signedIn: false })).toBeNull()
    expect(accessFrom(null)).toBeNull()
    expect(accessFrom({ ok: true, signedIn: true })).toEqual({ staff: { id: 0, email: '', name: '', role: 'viewer' }, permissions: [] })
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
    const signedIn = '{"ok":true,"signedIn":true,"staff":{"id":1,"email":"admin@example.com","name":"","role":"owner"},"permissions":["read","people"]}'
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(signedIn, { status: 200 }))))
    expect(await checkAdminAccess()).toMatchObject({ staff: { id: 1, role: 'owner' }, permissions: ['read', 'people'] })
    expect(mightBeSignedIn()).toBe(true)
    // Signed out is a 200 that says so.
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"ok":false,"signedIn":false}', { status: 200 }))))
    expect(await checkAdminAccess()).toBeNull()
    expect(mightBeSignedIn()).toBe(false)
    rememberSignedIn(true)
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 500 }))))
    expect(await checkAdminAccess()).toBeNull()
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
