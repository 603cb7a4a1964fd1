import { expect, request, type APIRequestContext } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers'

/** A request context holding an admin session (POST /api/admin/login). */
export async function adminContext(baseURL: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL })
  const res = await ctx.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  expect(res.status(), await res.text()).toBe(200)
  return ctx
}

export interface ApiRequestItem {
  id: number
  title: string
  votes: number
  status: string
}

/** Creates a public request through the API (as an anonymous visitor). */
export async function createRequest(
  ctx: APIRequestContext,
  data: { type?: string; title: string; description?: string; submittedBy?: string },
): Promise<ApiRequestItem> {
  const res = await ctx.post('/api/public-requests', {
    data: { type: 'feature', description: 'Created by the browser journey.', ...data },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as ApiRequestItem
}

/** Creates a pending testimonial through the API and returns its id. */
export async function createTestimonial(
  ctx: APIRequestContext,
  data: { name: string; testimonial?: string; rating?: number; category?: string; relationship?: string; role?: string; company?: string },
): Promise<number> {
  const res = await ctx.post('/api/testimonials', {
    data: {
      testimonial: 'Clear communication, quick delivery and a result that kept working long after the handover.',
      category: 'results',
      relationship: 'Client',
      rating: 5,
      ...data,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}
