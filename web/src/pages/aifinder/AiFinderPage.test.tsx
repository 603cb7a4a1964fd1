import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router'
import { Toaster } from '../../components/ui/toaster'
import { createQueryClient } from '../../lib/api'
import { renderSettled } from '../../test/renderSettled'
import { requestJSON } from '../../test/requestBody'
import AiFinderPage from './AiFinderPage'
import { DRAFT_KEY, LEAD_ID_KEY, REPORT_TOKEN_KEY, RESULTS_KEY } from './quizStorage'

const recommendations = {
  timeSavings: '12 hours/week',
  costSavings: '$24,960/year',
  opportunities: [{ title: 'Chatbot', description: 'd', impact: 'i', difficulty: 'easy' }],
  quickWins: [],
  strategicInitiatives: [],
  nextSteps: [],
}

/** Renders the page and waits for the quiz, whose code loads apart from the page. */
async function renderQuiz() {
  await renderSettled(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/ai-finder']}>
        <Routes>
          <Route path="/ai-finder" element={<AiFinderPage />} />
          <Route path="/ai-finder/results" element={<h1>Results page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
  await screen.findByText(/^Step \d of 7$/)
}

/** The toast region, once the first toast has loaded it. */
const toasts = async () => within(await screen.findByRole('region', { name: /Notifications/ }))

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('AiFinderPage', () => {
  it('refuses a blank name with the spec toast, then moves focus to the next question\'s field', async () => {
    const user = userEvent.setup()
    await renderQuiz()
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await (await toasts()).findByText('Please enter your name')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveFocus()
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText('Full name'), 'Jordan Lee{Enter}')
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument()
    // Typing straight on goes into the new step's field; the step change is announced.
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveFocus()
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ step: 2, answers: { name: 'Jordan Lee' } })
  })

  it('resumes a draft and submits the option values, keeping results under the spec keys', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 7,
        answers: {
          name: 'Jordan Lee',
          email: 'jordan@example.com',
          industry: 'real-estate',
          teamSize: '2-5',
          biggestChallenge: 'Leads go cold.',
          revenueGoal: '100k-250k',
          techComfort: '',
          currentTools: '',
        },
      }),
    )
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ recommendations, leadId: 7, reportToken: 'tok123' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    await renderQuiz()
    expect(screen.getByText('Welcome back. We kept your answers.')).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: 'Get My AI Report' })
    await user.click(submit)
    expect(await (await toasts()).findByText('Please select your tech comfort level')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(screen.getByRole('radio', { name: /^Beginner/ }))
    await user.click(submit)
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/ai-finder/submit')
    expect(requestJSON(init)).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      industry: 'real-estate',
      teamSize: '2-5',
      biggestChallenge: 'Leads go cold.',
      revenueGoal: '100k-250k',
      techComfort: 'beginner',
      currentTools: '',
      website: '',
    })
    expect(JSON.parse(sessionStorage.getItem(RESULTS_KEY) ?? '{}')).toEqual(recommendations)
    expect(sessionStorage.getItem(LEAD_ID_KEY)).toBe('7')
    expect(sessionStorage.getItem(REPORT_TOKEN_KEY)).toBe('tok123')
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('shows the server message, or Please try again., when the submit fails', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 7,
        answers: {
          name: 'J',
          email: 'j@x.com',
          industry: 'other',
          teamSize: 'solo',
          biggestChallenge: 'x',
          revenueGoal: '5m+',
          techComfort: 'advanced',
          currentTools: '',
        },
      }),
    )
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500, statusText: 'Internal Server Error' }))),
    )
    const user = userEvent.setup()
    await renderQuiz()
    await user.click(screen.getByRole('button', { name: 'Get My AI Report' }))
    expect(await (await toasts()).findByText('Something went wrong')).toBeInTheDocument()
    expect((await toasts()).getByText('Please try again.')).toBeInTheDocument()
    expect(screen.getByText('Step 7 of 7')).toBeInTheDocument()
  })

  it('puts a server field error under its answer on its own step, and drops it once edited', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 7,
        answers: {
          name: 'J',
          email: 'j@x',
          industry: 'other',
          teamSize: 'solo',
          biggestChallenge: 'x',
          revenueGoal: '5m+',
          techComfort: 'advanced',
          currentTools: '',
        },
      }),
    )
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'Please check the form', fields: { email: 'Enter a valid email address' } }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    )
    const user = userEvent.setup()
    await renderQuiz()
    await user.click(screen.getByRole('button', { name: 'Get My AI Report' }))
    expect(await (await toasts()).findByText('Please check the form')).toBeInTheDocument()
    expect(await screen.findByText('Step 2 of 7')).toBeInTheDocument()
    const email = screen.getByLabelText('Email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter a valid email address')
    await waitFor(() => expect(email).toHaveFocus())

    await user.type(email, '.com')
    expect(email).not.toHaveAttribute('aria-invalid')
    // With no error, the question's help line describes the field again.
    expect(email).toHaveAccessibleDescription('Your report is private. We never share or sell your email.')
  })

  it('names each choice group by its question', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ step: 3, answers: { name: 'J', email: 'j@x.com' } }),
    )
    const user = userEvent.setup()
    await renderQuiz()
    const group = screen.getByRole('radiogroup', { name: 'Which industry is your business in?' })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await (await toasts()).findByText('Please select your industry')).toBeInTheDocument()
    expect(group).toHaveAccessibleDescription('Please select your industry')
    await user.click(screen.getByRole('radio', { name: 'Healthcare' }))
    expect(group).toHaveAccessibleDescription('Pick the closest match.')
    await user.keyboard('{Enter}')
    expect(screen.getByText('Step 4 of 7')).toBeInTheDocument()
  })
})
