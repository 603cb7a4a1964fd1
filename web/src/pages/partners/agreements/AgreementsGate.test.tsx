import { useQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJSON } from '../../../lib/api'
import { json, mockFetch, renderWithClient } from '../../../test/testUtils'
import { AgreementsGate } from './AgreementsGate'

afterEach(() => vi.unstubAllGlobals())

const TEMPLATE = {
  id: 7,
  kind: 'partner_licence',
  title: 'Partner Licence Agreement',
  version: 2,
  body: '# Partner Licence\n\nResell the tools well.',
  sha256: 'x',
  required: true,
  publishedAt: '2026-11-20T10:00:00Z',
}
const standing = (signed: boolean) => ({
  agreements: [
    {
      template: TEMPLATE,
      signature: signed ? { id: 3, signerName: 'Dana Reyes', signedAt: '2026-11-27T10:00:00Z' } : null,
      due: !signed,
    },
  ],
  due: signed ? 0 : 1,
})

/** A tool: its load is refused while an agreement is due. */
function Tool() {
  const q = useQuery({ queryKey: ['tool'], queryFn: () => getJSON<{ ok: boolean }>('/api/partner/dashboard'), retry: false })
  return <p>{q.isError ? 'Tool refused' : q.data ? 'Tool ready' : 'Tool loading'}</p>
}

describe('the agreements gate', () => {
  it('shows the agreement to sign instead of the tools, and the tools once it is signed', async () => {
    let signed = false
    const calls = mockFetch(({ url }) => {
      if (url === '/api/partner/agreements') return json(standing(signed))
      if (url.endsWith('/sign')) {
        signed = true
        return json({ id: 3, signerName: 'Dana Reyes', signedAt: '2026-11-27T10:00:00Z' })
      }
      return json({ ok: true })
    })
    renderWithClient(
      <AgreementsGate>
        <Tool />
      </AgreementsGate>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign to keep using your tools' })).toBeInTheDocument()
    expect(screen.getByText(/Partner Licence Agreement is waiting for your signature/)).toBeInTheDocument()
    expect(screen.queryByText(/^Tool/)).toBeNull()
    expect(calls.some((c) => c.url === '/api/partner/dashboard')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Read and Sign Partner Licence Agreement' }))
    await userEvent.type(await screen.findByLabelText('Type your full name'), 'Dana Reyes')
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to this agreement' }))
    await userEvent.click(screen.getByRole('button', { name: /^Sign$/ }))
    expect(await screen.findByText('Tool ready')).toBeInTheDocument()
    expect(calls.find((c) => c.url.endsWith('/sign'))?.body).toEqual({ name: 'Dana Reyes', consent: true })
  })

  it('asks again when a tool is refused because a new version was published', async () => {
    let published = false
    mockFetch(({ url }) => {
      if (url === '/api/partner/agreements') return json(standing(!published))
      published = true
      return json({ message: 'Sign the Partner Licence Agreement to keep using your tools.' }, 403, 'Forbidden')
    })
    renderWithClient(
      <AgreementsGate>
        <Tool />
      </AgreementsGate>,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign to keep using your tools' })).toBeInTheDocument()
  })
})
