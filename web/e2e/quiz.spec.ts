import { expect, test } from './fixtures'
import { expectToast } from './helpers'
import { answerQuiz, DIFFICULTY_LABELS, expectStep, next, quizAnswers, quizCard, takeQuiz } from './quizHelpers'
import { expectNoAxe } from './axe'
import { openBeforeItsCode } from './earlyUse'

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.describe('AI Opportunity Finder quiz', () => {
  test('seven steps with Back, the spec messages, Enter to advance, and a submit that lands on the results', async ({
    page,
  }) => {
    await page.goto('/ai-finder')
    await expect(page).toHaveTitle('AI Opportunity Finder | Free 2-Minute Quiz')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Opportunity Finder')
    await expect(page.getByText('Free 2-minute quiz')).toBeVisible()
    await expectStep(page, 1)
    await expect(page.getByRole('progressbar', { name: /Quiz progress/ })).toHaveAttribute('aria-valuenow', '14')
    await expect(quizCard(page).getByRole('button', { name: 'Back' })).toHaveCount(0)

    const card = quizCard(page)
    // Step 1: a blank name is refused with the spec's toast.
    await card.getByLabel('Full name').fill('   ')
    await next(page).click()
    await expectToast(page, 'Please enter your name')
    await expectStep(page, 1)
    await card.getByLabel('Full name').fill(quizAnswers.name)
    await card.getByLabel('Full name').press('Enter')

    // Step 2: focus moves to its field; an address without @ is refused.
    await expectStep(page, 2)
    const email = card.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('type', 'email')
    await email.fill('jordan.example.com')
    await email.press('Enter')
    await expectToast(page, 'Please enter a valid email')
    await expect(email).toBeFocused()
    await email.fill(quizAnswers.email)

    // Back keeps what was typed.
    await card.getByRole('button', { name: 'Back' }).click()
    await expectStep(page, 1)
    await expect(card.getByLabel('Full name')).toHaveValue(quizAnswers.name)
    await next(page).click()
    await expect(email).toHaveValue(quizAnswers.email)
    await next(page).click()

    // Step 3: nothing chosen.
    await expectStep(page, 3)
    await next(page).click()
    await expectToast(page, 'Please select your industry')
    await expect(card.getByRole('radio')).toHaveCount(11)
    await card.getByRole('radio', { name: quizAnswers.industry }).click()
    // Enter on a chosen card advances.
    await card.getByRole('radio', { name: quizAnswers.industry }).press('Enter')

    await expectStep(page, 4)
    await next(page).click()
    await expectToast(page, 'Please select your team size')
    await expect(card.getByRole('radio')).toHaveCount(7)
    await card.getByRole('radio', { name: quizAnswers.teamSize }).click()
    await next(page).click()

    await expectStep(page, 5)
    const challenge = card.getByLabel('Your biggest challenge')
    await challenge.fill('  \n ')
    await next(page).click()
    await expectToast(page, 'Please describe your biggest challenge')
    await challenge.fill(quizAnswers.challenge)
    await next(page).click()

    await expectStep(page, 6)
    await next(page).click()
    await expectToast(page, 'Please select your revenue goal')
    await expect(card.getByRole('radio')).toHaveCount(6)
    await card.getByRole('radio', { name: quizAnswers.revenue }).click()
    await next(page).click()

    await expectStep(page, 7)
    await expect(page.getByRole('progressbar', { name: /Quiz progress/ })).toHaveAttribute('aria-valuenow', '100')
    const submit = card.getByRole('button', { name: 'Get My AI Report' })
    await submit.click()
    await expectToast(page, 'Please select your tech comfort level')
    await card.getByRole('radio', { name: /^Intermediate/ }).click()
    await card.getByLabel(/Tools you use today/).fill(quizAnswers.tools)

    // Hold the answer back a moment to see the 'Analyzing' state.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/ai-finder/submit', async (route) => {
      await held
      await route.continue()
    })
    const requestPromise = page.waitForRequest('**/api/ai-finder/submit')
    await submit.click()
    const analyzing = card.getByRole('button', { name: 'Analyzing' })
    await expect(analyzing).toBeVisible()
    await expect(analyzing).toBeDisabled()
    const request = await requestPromise
    expect(request.postDataJSON()).toEqual({
      name: quizAnswers.name,
      email: quizAnswers.email,
      industry: 'healthcare',
      teamSize: '6-10',
      biggestChallenge: quizAnswers.challenge,
      revenueGoal: '500k-1m',
      techComfort: 'intermediate',
      currentTools: quizAnswers.tools,
      website: '',
    })
    const responsePromise = page.waitForResponse('**/api/ai-finder/submit')
    release()
    expect((await responsePromise).status()).toBe(200)

    await page.waitForURL('**/ai-finder/results')
    await expect(page).toHaveTitle('Your AI Opportunity Report | AI Mission')
    const stored = await page.evaluate(() => ({
      results: sessionStorage.getItem('aiFinderResults'),
      leadId: sessionStorage.getItem('aiFinderLeadId'),
      token: sessionStorage.getItem('aiFinderReportToken'),
      draft: sessionStorage.getItem('aiFinderDraft'),
      all: JSON.stringify(Object.entries(sessionStorage)),
    }))
    expect((JSON.parse(stored.results ?? '{}') as { opportunities?: unknown[] }).opportunities).toHaveLength(3)
    expect(stored.leadId).toMatch(/^\d+$/)
    expect(stored.token).toBeTruthy()
    expect(stored.draft).toBeNull()
    // The e-mail address is not kept once the quiz is submitted.
    expect(stored.all).not.toContain(quizAnswers.email)

    // Back on the quiz: a fresh start, with a way back to the report.
    await page.goBack()
    await page.waitForURL('**/ai-finder')
    await expectStep(page, 1)
    await expect(card.getByLabel('Full name')).toHaveValue('')
    await page.getByRole('link', { name: 'View your latest report' }).click()
    await page.waitForURL('**/ai-finder/results')
    await expect(page.locator('[data-opportunity]')).toHaveCount(3)
  })

  test("a name typed and Next pressed before the page's code has arrived moves on to step 2, every character kept", async ({ page }) => {
    const live = await openBeforeItsCode(page, '/ai-finder', 'AiFinderPage')
    const card = quizCard(page)
    await card.getByLabel('Full name').pressSequentially(quizAnswers.name)
    await next(page).click()
    await live()
    await expectStep(page, 2)
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('aiFinderDraft'))) ?? '{}')).toMatchObject({
      step: 2,
      answers: { name: quizAnswers.name },
    })
    await card.getByRole('button', { name: 'Back' }).click()
    await expect(card.getByLabel('Full name')).toHaveValue(quizAnswers.name)
  })

  test("Enter pressed in an empty name before the page's code has arrived shows the spec's message once it has", async ({ page }) => {
    const live = await openBeforeItsCode(page, '/ai-finder', 'AiFinderPage')
    await quizCard(page).getByLabel('Full name').press('Enter')
    await live()
    await expectToast(page, 'Please enter your name')
    await expectStep(page, 1)
    await expect(quizCard(page).getByLabel('Full name')).toBeFocused()
  })

  test('a reload mid-quiz keeps the answers and the step', async ({ page }) => {
    await page.goto('/ai-finder')
    const card = quizCard(page)
    await card.getByLabel('Full name').fill(quizAnswers.name)
    await next(page).click()
    await card.getByRole('textbox', { name: 'Email' }).fill(quizAnswers.email)
    await next(page).click()
    await card.getByRole('radio', { name: 'Real Estate' }).click()
    await next(page).click()
    await card.getByRole('radio', { name: '2-5 people' }).click()

    await page.reload()
    await expectStep(page, 4)
    await expect(card.getByText('Welcome back. We kept your answers.')).toBeVisible()
    await expect(card.getByRole('radio', { name: '2-5 people' })).toBeChecked()
    await card.getByRole('button', { name: 'Back' }).click()
    await expect(card.getByRole('radio', { name: 'Real Estate' })).toBeChecked()
    await card.getByRole('button', { name: 'Back' }).click()
    await expect(card.getByRole('textbox', { name: 'Email' })).toHaveValue(quizAnswers.email)

    // Start over clears the draft.
    await page.reload()
    await card.getByRole('button', { name: 'Start over' }).click()
    await expectStep(page, 1)
    await expect(card.getByLabel('Full name')).toHaveValue('')
    await page.reload()
    await expectStep(page, 1)
    await expect(card.getByLabel('Full name')).toHaveValue('')
  })

  test('a failed submit shows the server message, or Please try again., and keeps the answers', async ({ page }) => {
    await page.goto('/ai-finder')
    await answerQuiz(page)
    const submit = quizCard(page).getByRole('button', { name: 'Get My AI Report' })

    await page.route('**/api/ai-finder/submit', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many reports from your network. Please try again later.' }),
      }),
    )
    await submit.click()
    await expectToast(page, 'Something went wrong', 'Too many reports from your network. Please try again later.')
    await expectStep(page, 7)

    await page.unroute('**/api/ai-finder/submit')
    await page.route('**/api/ai-finder/submit', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
    await submit.click()
    await expectToast(page, 'Something went wrong', 'Please try again.')
    await expect(page).toHaveURL(/\/ai-finder$/)
    await expect(quizCard(page).getByLabel(/Tools you use today/)).toHaveValue(quizAnswers.tools)
  })

  test('a field the server refuses takes the visitor back to its step', async ({ page }) => {
    await page.goto('/ai-finder')
    // Contains an @, so the quiz lets it through; the server does not.
    await answerQuiz(page, { ...quizAnswers, email: 'jordan@' })
    const [response] = await Promise.all([
      page.waitForResponse('**/api/ai-finder/submit'),
      quizCard(page).getByRole('button', { name: 'Get My AI Report' }).click(),
    ])
    expect(response.status()).toBe(400)
    await expectToast(page, 'Something went wrong', 'Please check the highlighted fields.')
    await expectStep(page, 2)
    await expect(quizCard(page).getByText('Please enter a valid email', { exact: true })).toBeVisible()
  })
})

test.describe('quiz results', () => {
  test('show savings, three opportunities with difficulty badges, lists, numbered steps and the calls to action', async ({
    page,
  }) => {
    await takeQuiz(page)
    await expect(page.getByText('Prepared for Jordan')).toBeVisible()

    await expect(page.getByRole('heading', { name: 'Time savings' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cost savings' })).toBeVisible()
    await expect(page.getByText(/^\$[\d,]+$/).first()).toBeVisible()

    await expect(page.getByRole('heading', { level: 2, name: 'Your top 3 AI opportunities' })).toBeVisible()
    const opportunities = page.locator('[data-opportunity]')
    await expect(opportunities).toHaveCount(3)
    for (let i = 0; i < 3; i++) {
      const card = opportunities.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
      const badge = await card.getByText(new RegExp(`^(${DIFFICULTY_LABELS.join('|')})$`)).textContent()
      expect(DIFFICULTY_LABELS).toContain(badge)
      await expect(card.getByText('Expected impact')).toBeVisible()
      await expect(card.getByText(/^Saves about [\d.]+ hours?\/week$/)).toBeVisible()
    }

    for (const title of ['Quick wins', 'Strategic initiatives', 'Recommended tools', 'Your next steps']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    const steps = page.getByRole('region', { name: 'Your next steps' }).locator('ol > li')
    expect(await steps.count()).toBeGreaterThanOrEqual(3)
    await expect(steps.first().locator('span').first()).toHaveText('1')

    const cta = page.getByRole('region', { name: 'Ready to put this report to work?' })
    await expect(cta.getByRole('link', { name: /Book a Strategy Call/ })).toHaveAttribute('href', '/clients-call')
    await expect(cta.getByRole('link', { name: /Join Live Session/ })).toHaveAttribute('href', '/live')
    await expect(cta.getByRole('link', { name: /Explore Partner Program/ })).toHaveAttribute('href', '/partner-licensing')

    // Copy the private link.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const link = await page.getByLabel('Private report link').inputValue()
    const token = await page.evaluate(() => sessionStorage.getItem('aiFinderReportToken'))
    expect(link).toBe(`${new URL(page.url()).origin}/ai-finder/report/${token}`)
    await page.getByRole('button', { name: 'Copy' }).click()
    await expectToast(page, 'Copied!', 'Report link copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // Print opens the browser's print dialog.
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    await page.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

    // In print, the site chrome, buttons and calls to action are hidden.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(cta).toBeHidden()
    await expect(page.getByRole('button', { name: 'Copy' })).toBeHidden()
    await expect(opportunities.first()).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    // Take Quiz Again forgets the results.
    await cta.getByRole('button', { name: 'Take Quiz Again' }).click()
    await page.waitForURL('**/ai-finder')
    await expectStep(page, 1)
    expect(await page.evaluate(() => sessionStorage.getItem('aiFinderResults'))).toBeNull()
    await page.goto('/ai-finder/results')
    await page.waitForURL('**/ai-finder')
  })

  test('a copy that fails says so', async ({ page }) => {
    await takeQuiz(page)
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      })
    })
    await page.getByRole('button', { name: 'Copy' }).click()
    await expectToast(page, 'Copy Failed', 'Could not copy to clipboard')
  })

  test('without stored results the page goes back to the quiz', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/refund-policy')
    await page.goto('/ai-finder/results')
    await page.waitForURL('**/ai-finder')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Opportunity Finder')
    // The redirect replaced the history entry: Back skips the empty results page.
    await page.goBack()
    await page.waitForURL('**/refund-policy')
    await context.close()
  })
})

test.describe('private report link', () => {
  test('opens the same report in another browser', async ({ page, browser }) => {
    await takeQuiz(page)
    const link = await page.getByLabel('Private report link').inputValue()
    const firstTitle = await page.locator('[data-opportunity]').first().getByRole('heading', { level: 3 }).textContent()

    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.emulateMedia({ reducedMotion: 'reduce' })
    await visitor.goto(link)
    await expect(visitor).toHaveTitle('Your AI Opportunity Report | AI Mission')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Your AI Opportunity Report')
    await expect(visitor.getByText('Prepared for Jordan')).toBeVisible()
    await expect(visitor.getByText(/^Healthcare · \w+ \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(visitor.locator('[data-opportunity]')).toHaveCount(3)
    await expect(visitor.locator('[data-opportunity]').first().getByRole('heading', { level: 3 })).toHaveText(
      firstTitle ?? '',
    )
    // First name only: the e-mail address and surname never reach the shared page.
    await expect(visitor.locator('body')).not.toContainText(quizAnswers.email)
    await expect(visitor.locator('body')).not.toContainText('Jordan Lee')
    await expect(visitor.getByLabel('Private report link')).toHaveValue(link)
    await expectNoAxe(visitor)
    await other.close()
  })

  test('an unknown token shows that the link is not valid', async ({ page }) => {
    await page.goto('/ai-finder/report/not-a-real-token')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This report link is not valid')
    await expect(page).toHaveTitle('Report Link Not Valid | AI Mission')
    await page.getByRole('link', { name: 'Take the free quiz' }).click()
    await page.waitForURL('**/ai-finder')
    await expectStep(page, 1)
  })

  test('shows a skeleton while the report loads', async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/ai-finder/reports/*', async (route) => {
      await held
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"This report link is not valid."}' })
    })
    await page.goto('/ai-finder/report/slow-token')
    await expect(page.getByRole('status').filter({ hasText: 'Loading report' })).toBeAttached()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This report link is not valid')
  })
})

test.describe('quiz accessibility', () => {
  test('no moderate, serious or critical axe findings on the quiz steps', async ({ page }) => {
    await page.goto('/ai-finder')
    await expectNoAxe(page)
    const card = quizCard(page)
    await card.getByLabel('Full name').fill(quizAnswers.name)
    await next(page).click()
    await card.getByRole('textbox', { name: 'Email' }).fill(quizAnswers.email)
    await next(page).click()
    await next(page).click()
    await expect(card.getByText('Please select your industry', { exact: true })).toBeVisible()
    await expectNoAxe(page)
    await card.getByRole('radio', { name: 'Other' }).click()
    await next(page).click()
    await card.getByRole('radio', { name: 'Just me' }).click()
    await next(page).click()
    await card.getByLabel('Your biggest challenge').fill('Too much admin.')
    await next(page).click()
    await card.getByRole('radio', { name: 'Under $100k' }).click()
    await next(page).click()
    await expectStep(page, 7)
    await expectNoAxe(page)
  })

  test('no moderate, serious or critical axe findings on the results and the invalid link page', async ({ page }) => {
    await takeQuiz(page)
    await expectNoAxe(page)
    await page.goto('/ai-finder/report/not-a-real-token')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This report link is not valid')
    await expectNoAxe(page)
  })
})
