import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/**
 * A non-ok HTTP answer. The message is "{status}: {body text or statusText}"
 * (spec section 8); the raw body is kept for reading a JSON `message`.
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return
  let text: string
  try {
    text = await res.text()
  } catch {
    text = ''
  }
  throw new ApiError(res.status, res.statusText, text)
}

/** A 401 answer: the session ended or never was (ApiError and the upload errors carry the status). */
export function isUnauthorized(error: unknown): boolean {
  return hasStatus(error, 401)
}

/** An answer with this HTTP status (ApiError and the upload errors carry it). */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof Error && 'status' in error && error.status === status
}

/** GET with the session cookie, parsed as JSON; throws ApiError on a non-ok answer. */
export async function getJSON<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal })
  await throwIfNotOk(res)
  return (await res.json()) as T
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Sends a request with cookies. A body is sent as JSON (with its content type)
 * only when one is given. Resolves with the ok Response; throws ApiError for a
 * non-ok status and lets network errors (TypeError) through.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' }
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' }
    init.body = JSON.stringify(body)
  }
  const res = await fetch(url, init)
  await throwIfNotOk(res)
  return res
}

function parseBody(error: unknown): Record<string, unknown> | undefined {
  let text: string | undefined
  if (error instanceof ApiError) {
    text = error.body
  } else if (error instanceof Error) {
    const m = /^\d{3}: ([\s\S]*)$/.exec(error.message)
    text = m?.[1]
  }
  if (!text) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The `message` field of an API error's JSON body, if there is one. */
export function apiErrorMessage(error: unknown): string | undefined {
  const body = parseBody(error)
  const message = body?.message
  return typeof message === 'string' && message.trim() !== '' ? message : undefined
}

/** The `fields` map ({field: message}) of a 400 answer, if there is one. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields = parseBody(error)?.fields
  const out: Record<string, string> = {}
  if (fields !== null && typeof fields === 'object') {
    for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof value === 'string') out[key] = value
    }
  }
  return out
}

type UnauthorizedBehavior = 'returnNull' | 'throw'

/** Query function using the query key as the URL. A 401 throws by default. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior } = { on401: 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (options.on401 === 'returnNull' && res.status === 401) return null
    await throwIfNotOk(res)
    return (await res.json()) as T
  }
}

/** Spec defaults: no retries, no refetch on focus, data never stale, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  })
}

export const queryClient = createQueryClient()
