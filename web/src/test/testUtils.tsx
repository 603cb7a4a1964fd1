import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { Toaster } from '../components/ui/toaster'
import { createQueryClient } from '../lib/api'
import { StaffAccessContext, type StaffAccess } from '../pages/admin/adminApi'

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

/** The first owner: every permission. */
export const OWNER_ACCESS: StaffAccess = {
  staff: { id: 1, email: 'owner@example.com', name: '', role: 'owner' },
  permissions: ['read', 'manage', 'money', 'webhooks', 'settings', 'people'],
}

/** A viewer: reads everything, changes nothing. */
export const VIEWER_ACCESS: StaffAccess = {
  staff: { id: 4, email: 'viewer@example.com', name: 'Vi Ewer', role: 'viewer' },
  permissions: ['read'],
}

/** Renders `ui` with a fresh query client and toasts; a staff screen sees `access` signed in (the owner by default). */
export function renderWithClient(ui: ReactElement, access: StaffAccess = OWNER_ACCESS) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <StaffAccessContext.Provider value={access}>{ui}</StaffAccessContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  )
}
