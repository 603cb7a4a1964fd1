import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, request as playwrightRequest } from '@playwright/test'
import { test } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers'

/** What the fake model was asked: the bearer token and the chat it got. */
export interface ModelCall {
  authorization: string
  body: { model?: string; messages?: { role: string; content: string }[] }
}

/** An OpenAI-compatible model on 127.0.0.1 that always answers the same, with its token counts. */
export function fakeModel(calls: ModelCall[]): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end()
        return
      }
      calls.push({ authorization: req.headers.authorization ?? '', body: JSON.parse(raw || '{}') as ModelCall['body'] })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          model: 'gpt-4o-mini',
          choices: [{ message: { role: 'assistant', content: 'Hello Acme, thanks!' } }],
          usage: { prompt_tokens: 120, completion_tokens: 30 },
        }),
      )
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/**
 * A fake model for the journeys of one describe block: started before them and closed after; `calls` records what
 * it was asked and `url()` is the base URL a partner enters as their endpoint.
 */
export function useFakeModel(): { calls: ModelCall[]; url: () => string } {
  const calls: ModelCall[] = []
  let server: Server | undefined
  test.beforeAll(async () => {
    server = await fakeModel(calls)
  })
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })
  return { calls, url: () => `http://127.0.0.1:${(server?.address() as AddressInfo).port}/v1` }
}

/** Staff publish an automation template through the API; its id. */
async function publishTemplate(baseURL: string, body: Record<string, unknown>): Promise<number> {
  const staff = await playwrightRequest.newContext({ baseURL })
  try {
    const login = await staff.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    expect(login.ok()).toBe(true)
    const res = await staff.post('/api/admin/marketplace/templates', {
      data: { tags: [], difficulty: 'beginner', estimatedSetupTime: '10 minutes', requiredIntegrations: [], ...body },
    })
    expect(res.status(), await res.text()).toBe(201)
    return ((await res.json()) as { id: number }).id
  } finally {
    await staff.dispose()
  }
}

/** An agent template that answers enquiries; its id. */
export function agentTemplate(baseURL: string, name: string): Promise<number> {
  return publishTemplate(baseURL, {
    name,
    description: 'Answers new enquiries and books a first call.',
    category: 'Reception',
    type: 'agent',
    template: { prompt: 'You answer enquiries for a small agency, kindly and briefly.', model: 'gpt-4o-mini', temperature: 0.3, maxTokens: 300 },
  })
}

/** An app template whose workflow only describes its steps (it cannot run until edited), as the demo's do; its id. */
export function appTemplate(baseURL: string, name: string): Promise<number> {
  return publishTemplate(baseURL, {
    name,
    description: 'Takes a new lead, drafts a reply and tells you.',
    category: 'CRM',
    type: 'app',
    difficulty: 'intermediate',
    template: { workflow: { steps: 2 }, triggers: [{ type: 'form_submitted' }], actions: [{ type: 'create_contact', app: 'HubSpot' }], integrations: ['HubSpot'] },
  })
}
