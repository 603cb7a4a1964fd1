import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiErrorMessage, apiFieldErrors, apiRequest, createQueryClient, getQueryFn } from './api'

function mockFetch(response: Response) {
  const fn = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fn)
  return fn
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends JSON with its content type and cookies when there is a body', async () => {
    const fetchMock = mockFetch(new Response('{"id":"1"}', { status: 201 }))
    const res = await apiRequest('POST', '/api/leads', { name: 'A' })
    expect(res.status).toBe(201)
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"A"}',
    })
  })

  it('sends neither body nor content type without a body', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }))
    await apiRequest('POST', '/api/admin/logout')
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/logout', { method: 'POST', credentials: 'include' })
  })

  it('throws "{status}: {body}" for a non-ok answer', async () => {
    mockFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }))
    await expect(apiRequest('POST', '/api/leads', {})).rejects.toThrow('500: boom')
  })

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 404, statusText: 'Not Found' }))
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('404: Not Found')
    expect((error as ApiError).status).toBe(404)
  })

  it('lets network failures through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(TypeError)
  })
})

describe('error body helpers', () => {
  const body = JSON.stringify({ message: 'Please check the highlighted fields.', fields: { email: 'Enter a valid email.' } })

  it('reads the message field of a JSON error body', () => {
    expect(apiErrorMessage(new ApiError(400, 'Bad Request', body))).toBe('Please check the highlighted fields.')
    expect(apiErrorMessage(new Error(`409: ${JSON.stringify({ message: 'You have already voted on this request' })}`))).toBe(
      'You have already voted on this request',
    )
  })

  it('returns undefined when there is no JSON message', () => {
    expect(apiErrorMessage(new ApiError(500, 'Internal Server Error', 'boom'))).toBeUndefined()
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(apiErrorMessage(new ApiError(400, 'Bad Request', '{"message": 3}'))).toBeUndefined()
    expect(apiErrorMessage('nope')).toBeUndefined()
  })

  it('reads field errors', () => {
    expect(apiFieldErrors(new ApiError(400, 'Bad Request', body))).toEqual({ email: 'Enter a valid email.' })
    expect(apiFieldErrors(new ApiError(500, '', 'boom'))).toEqual({})
  })
})

describe('query defaults', () => {
  it('never retries, never refetches on focus, never goes stale, never polls', () => {
    const q = createQueryClient().getDefaultOptions().queries
    expect(q?.retry).toBe(false)
    expect(q?.refetchOnWindowFocus).toBe(false)
    expect(q?.staleTime).toBe(Infinity)
    expect(q?.refetchInterval).toBe(false)
  })

  it('query function throws on 401 by default and can return null instead', async () => {
    mockFetch(new Response('no', { status: 401, statusText: 'Unauthorized' }))
    const ctx = { queryKey: ['/api/admin/check'] } as unknown as Parameters<ReturnType<typeof getQueryFn>>[0]
    await expect(getQueryFn()(ctx)).rejects.toThrow('401: no')
    mockFetch(new Response('no', { status: 401 }))
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull()
  })
})
