import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { Toaster } from '../components/ui/toaster'
import { createQueryClient } from '../lib/api'

export interface Call {
  method: string
  url: string
  body?: unknown
}

type Responder = (call: Call) => Response | Promise<Response>

/** Replaces fetch with a responder and records every call. */
export function mockFetch(responder: Responder): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    return responder(call)
  })
  return calls
}

export const json = (data: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(data), { status, statusText, headers: { 'Content-Type': 'application/json' } })

export function renderWithClient(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  )
}
