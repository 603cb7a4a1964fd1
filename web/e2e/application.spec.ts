import { expect, test, type Page, type Request } from './fixtures'
import { applicant, fillApplication, fillStep1, fillStep2, form, openForm, TERMS_TEXT } from './helpers'

function leadBody(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>
}

test.describe('application form', () => {
  test('a business owner applies, the lead is stored (201) and they land on /clients-call', async ({ page }) => {
    const a = applicant({ audience: 'Business owner' })
    await page.goto('/?utm_source=e2e&utm_medium=test&utm_campaign=journey')
    await openForm(page)
    await fillApplication(page, a)

    const responsePromise = page.waitForResponse(
      (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
    )
    await form(page).getByRole('button', { name: 'Submit application' }).click()
    const response = await responsePromise
    expect(response.status()).toBe(201)

    const body = leadBody(response.request())
    expect(Object.keys(body).sort()).toEqual(
      ['attribution', 'audienceType', 'businessChallenge', 'email', 'name', 'phone', 'source', 'website'].sort(),
    )
    expect(body).toMatchObject({
      name: a.name,
      email: a.email,
      phone: a.phone,
      audienceType: 'business-owner',
      businessChallenge: a.why,
      source: 'ai_agency_partnership_claim',
      website: '',
      attribution: { utmSource: 'e2e', utmMedium: 'test', utmCampaign: 'journey', landingPath: '/' },
    })
    expect(response.request().headers()['content-type']).toContain('application/json')

    await expect(page.getByText('Application Submitted!', { exact: true })).toBeVisible()
    await expect(page.getByText("Now let's schedule your call...", { exact: true })).toBeVisible()
    // The form is cleared and back on step 1 until the redirect.
    await expect(form(page).getByText('Step 1 of 3')).toBeVisible()
    await expect(form(page).getByLabel('Full name')).toHaveValue('')

    await page.waitForURL('**/clients-call', { timeout: 6_000 })
    await expect(page).toHaveTitle('Book Your Free AI Strategy Session | AI Mission')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your free AI strategy session')
  })

  test('an entrepreneur applies and lands on /partners-call', async ({ page }) => {
    const a = applicant({ audience: 'Entrepreneur', experience: 'Expert', time: '30+ hours per week' })
    await page.goto('/')
    await openForm(page)
    await fillApplication(page, a)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      form(page).getByRole('button', { name: 'Submit application' }).click(),
    ])
    expect(response.status()).toBe(201)
    expect(leadBody(response.request()).audienceType).toBe('entrepreneur')
    await page.waitForURL('**/partners-call', { timeout: 6_000 })
    await expect(page.getByText('Application submitted.', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Your application is in\./)).toBeVisible()
    // The form's navigation state says so, and a reload keeps it; a plain visit does not (pages.spec.ts).
    await page.reload()
    await expect(page.getByText('Application submitted.', { exact: true })).toBeVisible()
  })

  test('Continue stays disabled until the step is valid; Back returns one step with data kept', async ({ page }) => {
    const a = applicant()
    await page.goto('/')
    await openForm(page)
    const f = form(page)
    const cont = f.getByRole('button', { name: 'Continue' })
    await expect(cont).toBeDisabled()
    await f.getByLabel('Full name').fill(a.name)
    await f.getByLabel('Email').fill('not-an-email')
    await f.getByLabel('Phone').fill(a.phone)
    await f.getByRole('radio', { name: /^Business owner/ }).click()
    await expect(cont).toBeDisabled()
    await f.getByLabel('Email').fill(a.email)
    await expect(cont).toBeEnabled()
    await cont.click()
    await expect(f.getByText('Step 2 of 3')).toBeVisible()
    await expect(cont).toBeDisabled()
    await fillStep2(page, a)
    await expect(cont).toBeEnabled()
    await f.getByRole('button', { name: 'Back' }).click()
    await expect(f.getByText('Step 1 of 3')).toBeVisible()
    await expect(f.getByLabel('Full name')).toHaveValue(a.name)
    await expect(f.getByRole('radio', { name: /^Business owner/ })).toBeChecked()
  })

  /** Opens the form and presses Enter with only the name given, which shows the step's errors. */
  async function enterTooSoon(page: Page) {
    const a = applicant()
    await page.goto('/')
    await openForm(page)
    const f = form(page)
    await f.getByLabel('Full name').fill(a.name)
    await f.getByLabel('Full name').press('Enter')
    return { a, f }
  }

  test('Enter submits a valid step, and shows the errors of an invalid one', async ({ page }) => {
    const { a, f } = await enterTooSoon(page)
    await expect(f.getByText('Please enter your email address.')).toBeVisible()
    await expect(f.getByLabel('Email')).toBeFocused()
    await fillStep1(page, a)
    await f.getByLabel('Phone').press('Enter')
    await expect(f.getByText('Step 2 of 3')).toBeVisible()
  })

  test('an error goes as soon as its field is right, so the first press on Continue counts', async ({ page }) => {
    const { a, f } = await enterTooSoon(page)
    await expect(f.getByText('Please choose what describes you best.')).toBeVisible()
    await fillStep1(page, a)
    // Still on the card just chosen: its message has gone already, not on leaving it, when it would move Continue
    // from under the press.
    await expect(f.getByRole('radio', { name: /^Business owner/ })).toBeFocused()
    await expect(f.getByText('Please choose what describes you best.')).toBeHidden()
    await f.getByRole('button', { name: 'Continue' }).click()
    await expect(f.getByText('Step 2 of 3')).toBeVisible()
  })

  test('a failed submit shows the error toast and keeps every answer', async ({ page }) => {
    await page.route('**/api/leads', (r) => r.fulfill({ status: 500, body: 'boom' }))
    const a = applicant({ audience: 'Investor' })
    await page.goto('/')
    await openForm(page)
    await fillApplication(page, a)
    await form(page).getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByText('Submission Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Please try again or contact support.', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const f = form(page)
    await expect(f.getByText('Step 3 of 3')).toBeVisible()
    await expect(f.getByLabel('Why do you want to join the mission?')).toHaveValue(a.why)
    await expect(f.getByRole('checkbox', { name: TERMS_TEXT })).toBeChecked()
    await expect(f.getByRole('button', { name: 'Submit application' })).toBeEnabled()
    await f.getByRole('button', { name: 'Back' }).click()
    await expect(f.getByRole('radio', { name: /^Some/ })).toBeChecked()
    await f.getByRole('button', { name: 'Back' }).click()
    await expect(f.getByLabel('Email')).toHaveValue(a.email)
    await expect(f.getByRole('radio', { name: /^Investor/ })).toBeChecked()
    // Still on the home page after the redirect delay.
    await page.waitForTimeout(2_500)
    await expect(page).toHaveURL(/\/$/)
  })

  test('a network failure is handled like a server error', async ({ page }) => {
    await page.route('**/api/leads', (r) => r.abort('failed'))
    await page.goto('/')
    await openForm(page)
    await fillApplication(page, applicant())
    await form(page).getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByText('Submission Error', { exact: true })).toBeVisible()
    await expect(form(page).getByText('Step 3 of 3')).toBeVisible()
  })

  test('the submit button shows progress and cannot double-submit', async ({ page }) => {
    let calls = 0
    await page.route('**/api/leads', async (r) => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 800))
      await r.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' })
    })
    await page.goto('/')
    await openForm(page)
    await fillApplication(page, applicant({ audience: 'Entrepreneur' }))
    const submit = form(page).getByRole('button', { name: 'Submit application' })
    await submit.click()
    const busy = form(page).getByRole('button', { name: 'Submitting...' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await busy.click({ force: true }).catch(() => undefined)
    await expect(page.getByText('Application Submitted!', { exact: true })).toBeVisible()
    expect(calls).toBe(1)
  })

  test('the honeypot field is hidden from people and assistive technology', async ({ page }) => {
    await page.goto('/')
    await openForm(page)
    const hp = page.locator('input[name="website"]')
    await expect(hp).toHaveAttribute('tabindex', '-1')
    await expect(hp).toHaveAttribute('autocomplete', 'off')
    await expect(hp).not.toBeInViewport()
    await expect(page.locator('.hp-field')).toHaveAttribute('aria-hidden', 'true')
  })
})

test('server field errors are shown and lead back to the field', async ({ page }) => {
  await page.route('**/api/leads', (r) =>
    r.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Please check the highlighted fields.',
        fields: { email: 'This email address cannot receive mail.' },
      }),
    }),
  )
  await page.goto('/')
  await openForm(page)
  await fillApplication(page, applicant())
  await form(page).getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Submission Error', { exact: true })).toBeVisible()
  const jump = form(page).getByRole('button', { name: 'Email: This email address cannot receive mail.' })
  await expect(jump).toBeVisible()
  await jump.click()
  await expect(form(page).getByText('Step 1 of 3')).toBeVisible()
  await expect(form(page).getByLabel('Email')).toBeFocused()
  await expect(form(page).getByText('This email address cannot receive mail.')).toBeVisible()
})
