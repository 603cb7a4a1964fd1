import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Sow } from '../../lib/sowModel'
import { json, mockFetch, renderWithClient } from '../../test/testUtils'
import { SowCard } from './SowCard'

const sow: Sow = {
  id: 8,
  projectId: 7,
  projectTitle: 'Booking agent',
  number: 'SOW-2026-0001',
  title: 'Booking agent build',
  body: '## Scope\n\nA phone agent.\n\n- Call flows\n- <b>CRM</b> notes',
  sha256: 'abc',
  status: 'sent',
  sentAt: '2026-11-01T10:00:00Z',
  withdrawnAt: null,
  signature: null,
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

afterEach(() => vi.unstubAllGlobals())

describe('client statement of work card', () => {
  it('shows the text as Markdown, never HTML, and signs with a typed name and the box ticked', async () => {
    const calls = mockFetch(() => json({ ...sow, status: 'signed' }))
    const user = userEvent.setup()
    renderWithClient(<SowCard token="tok" sow={sow} company="Lumen Studio" />)
    expect(screen.getByRole('heading', { name: 'Scope' })).toBeInTheDocument()
    expect(screen.getByText('<b>CRM</b> notes', { exact: false })).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Sign Statement SOW-2026-0001' }))
    const form = screen.getByRole('form', { name: 'Sign SOW-2026-0001' })
    const name = within(form).getByLabelText('Type your full name')
    expect(name).toHaveFocus()
    await user.click(within(form).getByRole('button', { name: 'Sign Statement' }))
    expect(name).toHaveAccessibleDescription('Type your full name.')
    await user.type(name, 'Rosa Vega')
    await user.click(within(form).getByRole('button', { name: 'Sign Statement' }))
    const box = within(form).getByRole('checkbox', { name: 'I have read and agree to this statement of work' })
    expect(box).toHaveAccessibleDescription('Tick the box to agree to this statement of work.')
    expect(calls).toHaveLength(0)
    await user.click(box)
    await user.click(within(form).getByRole('button', { name: 'Sign Statement' }))
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/client-portal/tok/sows/8/sign', body: { name: 'Rosa Vega', consent: true } }))
  })

  it('shows who signed and when, with the PDF and no way to sign again', () => {
    const signature = { signerName: 'Rosa Vega', signerEmail: 'r@x.co', signedAt: '2026-11-02T10:00:00Z', network: '', userAgent: '', sha256: 'abc' }
    renderWithClient(<SowCard token="tok" sow={{ ...sow, status: 'signed', signature }} company="Lumen Studio" />)
    expect(screen.getByText(/^Signed by Rosa Vega on Nov 2, 2026/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Download PDF of statement of work SOW-2026-0001' })).toHaveAttribute('href', '/api/client-portal/tok/sows/8/pdf')
    expect(within(screen.getByRole('article')).queryByRole('button')).not.toBeInTheDocument()
  })
})
