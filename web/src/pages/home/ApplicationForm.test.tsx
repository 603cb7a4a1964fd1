import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router'
import { Toaster } from '../../components/ui/toaster'
import { createQueryClient } from '../../lib/api'
import { requestJSON } from '../../test/requestBody'
import { ApplicationForm } from './ApplicationForm'
import { TERMS_TEXT } from './applicationRules'

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ApplicationForm />} />
          <Route path="/clients-call" element={<h1>Clients call</h1>} />
          <Route path="/partners-call" element={<h1>Partners call</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, audience = /^Business owner/) {
  await user.type(screen.getByLabelText('Full name'), 'Jordan Lee')
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com')
  await user.type(screen.getByLabelText('Phone'), '+1 555 010 0199')
  await user.click(screen.getByRole('radio', { name: audience }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.click(screen.getByRole('radio', { name: /^Experienced/ }))
  await user.click(screen.getByRole('radio', { name: '20-30 hours per week' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.type(screen.getByLabelText('Why do you want to join the mission?'), 'Automate my intake calls.')
  await user.click(screen.getByRole('checkbox', { name: TERMS_TEXT }))
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// Typing whole forms with user-event takes seconds on a loaded machine.
describe('ApplicationForm', { timeout: 20_000 }, () => {
  it('keeps Continue disabled until step 1 is valid and shows a step indicator', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm()
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument()
    const cont = screen.getByRole('button', { name: 'Continue' })
    expect(cont).toBeDisabled()
    await user.type(screen.getByLabelText('Full name'), 'Jordan')
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com')
    await user.type(screen.getByLabelText('Phone'), '5550100199')
    expect(cont).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: /^Entrepreneur/ }))
    expect(cont).toBeEnabled()
  })

  it('uses the right input types and autocomplete', () => {
    renderForm()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel')
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel')
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name')
  })

  it('submits only the lead fields, toasts, resets and redirects a business owner after 2 s', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"id":7}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/leads')
    expect(init?.credentials).toBe('include')
    const body = requestJSON(init) as Record<string, unknown>
    expect(body).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '+1 555 010 0199',
      audienceType: 'business-owner',
      businessChallenge: 'Automate my intake calls.',
      source: 'ai_agency_partnership_claim',
      attribution: {},
      website: '',
    })

    expect(await screen.findByText('Application Submitted!')).toBeInTheDocument()
    expect(screen.getByText("Now let's schedule your call...")).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveValue('')

    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(screen.queryByRole('heading', { name: 'Clients call' })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.getByRole('heading', { name: 'Clients call' })).toBeInTheDocument()
  })

  it('redirects an investor to the partners call', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{"id":8}', { status: 201 })))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm()
    await fillAll(user, /^Investor/)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    await screen.findByText('Application Submitted!')
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(screen.getByRole('heading', { name: 'Partners call' })).toBeInTheDocument()
  })

  it('keeps the data and the step on failure and shows the destructive toast', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 })))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByText('Submission Error')).toBeInTheDocument()
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument()
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument()
    expect(screen.getByLabelText('Why do you want to join the mission?')).toHaveValue('Automate my intake calls.')
    await act(() => vi.advanceTimersByTimeAsync(2500))
    expect(screen.queryByRole('heading', { name: 'Clients call' })).not.toBeInTheDocument()
  })

  it('sends the honeypot value a bot typed', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"id":9}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { container } = renderForm()
    const hp = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(hp).not.toBeNull()
    fireEvent.change(hp!, { target: { value: 'https://spam.example' } })
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    const body = requestJSON(fetchMock.mock.calls[0]?.[1]) as { website: string }
    expect(body.website).toBe('https://spam.example')
  })

  it('Back returns one step with the answers kept', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderForm()
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^Experienced/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    const group = screen.getByRole('radiogroup', { name: 'What describes you best?' })
    expect(within(group).getByRole('radio', { name: /^Business owner/ })).toBeChecked()
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Lee')
  })
})
