import { expect, request, test, type Page } from './fixtures'
import { adminContext, createTestimonial } from './boardHelpers'
import { expectToast, uniqueTag } from './helpers'
import { expectNoAxe } from './axe'

interface ApiTestimonial {
  id: number
  name: string
  status: string
  email?: string
}

/** The carousel loads as it comes near the screen: scroll to the room kept for it. */
async function scrollToCarousel(page: Page) {
  const room = page.locator('[data-testimonials-room]')
  await expect(room.or(page.locator('[data-section="testimonials"]')).first()).toBeAttached()
  if ((await room.count()) > 0) await room.scrollIntoViewIfNeeded()
}

async function chooseOption(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).selectOption({ label: option })
}

const published = (overrides: Record<string, unknown>) => ({
  relationship: 'Client',
  category: 'results',
  rating: 5,
  status: 'approved',
  createdAt: '2026-11-02T09:00:00Z',
  testimonial: 'They shipped a phone agent in a week and our missed calls dropped to zero.',
  ...overrides,
})

const sample = [
  published({ id: 901, name: 'Featured Fiona', status: 'featured', role: 'Owner', company: 'Bright Dental', rating: 5 }),
  published({ id: 902, name: 'Approved Arjun', category: 'character', rating: 4, relationship: 'Mentor' }),
  published({ id: 903, name: 'Approved Bea', category: 'work_style', rating: 4 }),
  published({ id: 904, name: 'Pending Pat', status: 'pending', rating: 1 }),
]

test.describe('testimonials page', () => {
  test('submit: required fields, stars, payload without empty optional fields, reset; not public until approved', async ({
    page,
    baseURL,
  }) => {
    const name = `Taylor Brooks ${uniqueTag('')}`
    await page.goto('/testimonials')
    await expect(page).toHaveTitle('Testimonials | AI Mission')
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('tab', { name: 'Submit Testimonial' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'View Testimonials' })).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByText(/Minimum 50 characters/)).toBeVisible()

    // Nothing filled: the spec's toast, and focus on the first missing field.
    await page.getByRole('button', { name: 'Submit Testimonial' }).click()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
    await expect(page.getByLabel('Your name *')).toBeFocused()

    // Option lists are exact.
    // Nothing is chosen at first: each select shows its placeholder and says what is missing.
    await expect(page.getByRole('combobox', { name: /Relationship/ })).toHaveValue('')
    await expect(page.getByText('Please choose your relationship.')).toBeVisible()
    const options = (name: RegExp) => page.getByRole('combobox', { name }).locator('option:not([value=""])')
    await expect(options(/Relationship/)).toHaveText([
      'Former Colleague',
      'Current Colleague',
      'Manager/Supervisor',
      'Direct Report',
      'Client',
      'Collaborator',
      'Vendor/Supplier',
      'Mentor',
      'Mentee',
      'Friend',
      'Other',
    ])
    await page.getByRole('combobox', { name: /Relationship/ }).selectOption({ label: 'Collaborator' })
    await expect(options(/Category/)).toHaveText(['Work Style', 'Communication', 'Reliability', 'Results', 'Character', 'Leadership'])
    await page.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Work Style' })

    await page.getByLabel('Your name *').fill(name)
    await page.getByLabel(/^Company/).fill('Northwind Clinics')
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked()
    await page.getByRole('radio', { name: '4 stars' }).click()
    await expect(page.getByText('4 of 5 stars')).toBeVisible()
    await page.getByLabel('Your testimonial *').fill('Calm, precise and fast. The automation they built saves our front desk ten hours a week.')

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/testimonials') && r.method() === 'POST')
    await page.getByRole('button', { name: 'Submit Testimonial' }).click()
    expect((await posted).postDataJSON()).toEqual({
      name,
      company: 'Northwind Clinics',
      relationship: 'Collaborator',
      category: 'work_style',
      rating: 4,
      testimonial: 'Calm, precise and fast. The automation they built saves our front desk ten hours a week.',
    })
    await expectToast(page, 'Thank you!', 'Your testimonial has been submitted and will be reviewed shortly.')
    await expect(page.getByLabel('Your name *')).toHaveValue('')
    await expect(page.getByLabel('Your testimonial *')).toHaveValue('')
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked()

    // Pending: not in the public view, nor in the public answer.
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    await expect(page.getByTestId('testimonial-count')).not.toHaveText('–')
    await expect(page.getByText(name)).toHaveCount(0)
    const api = await request.newContext({ baseURL })
    const list = (await (await api.get('/api/testimonials/all')).json()) as ApiTestimonial[]
    expect(list.some((t) => t.name === name)).toBe(false)
    await api.dispose()
  })

  test('a failed submit shows the Error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/testimonials', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    )
    await page.goto('/testimonials')
    await page.getByLabel('Your name *').fill('Kept Name')
    await chooseOption(page, /Relationship/, 'Friend')
    await chooseOption(page, /Category/, 'Character')
    await page.getByLabel('Your testimonial *').fill('Kind and dependable.')
    await page.getByRole('button', { name: 'Submit Testimonial' }).click()
    await expectToast(page, 'Error', 'Failed to submit testimonial. Please try again.')
    await expect(page.getByLabel('Your name *')).toHaveValue('Kept Name')
  })

  test('view: category filter, cards, Featured marker and a summary with the average rating', async ({ page }) => {
    await page.route('**/api/testimonials/all', (route) => route.fulfill({ json: sample }))
    await page.goto('/testimonials')
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    const cards = page.locator('[data-testimonial-id]')
    await expect(cards).toHaveCount(3)
    await expect(page.getByText('Pending Pat')).toHaveCount(0)
    await expect(page.getByTestId('testimonial-count')).toHaveText('3')
    await expect(page.getByTestId('testimonial-average')).toHaveText('4.3')
    const fiona = page.getByRole('article', { name: 'Featured Fiona' })
    await expect(fiona.getByText('Featured', { exact: true })).toBeVisible()
    await expect(fiona.getByText('Owner, Bright Dental')).toBeVisible()
    await expect(fiona.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
    await expect(fiona.getByText('Nov 2, 2026')).toBeVisible()
    await expect(page.getByRole('article', { name: 'Approved Bea' }).getByText('Work Style')).toBeVisible()

    await chooseOption(page, /Category/, 'Character')
    await expect(cards).toHaveCount(1)
    await expect(page.getByRole('article', { name: 'Approved Arjun' })).toBeVisible()
    await expect(page.getByTestId('testimonial-count')).toHaveText('1')
    await expect(page.getByTestId('testimonial-average')).toHaveText('4.0')
    await chooseOption(page, /Category/, 'Leadership')
    await expect(page.getByText('No testimonials found')).toBeVisible()
    await chooseOption(page, /Category/, 'All categories')
    await expect(cards).toHaveCount(3)
  })

  test('view: a failed load shows the API Connection Issue panel alone, without a summary', async ({ page }) => {
    await page.route('**/api/testimonials/all', (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/testimonials')
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    const panel = page.getByRole('alert').filter({ hasText: 'API Connection Issue' })
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Unable to fetch testimonials: HTTP 500: Internal Server Error')).toBeVisible()
    await expect(page.getByTestId('testimonial-count')).toHaveCount(0)
    await expect(page.getByTestId('testimonial-average')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: /Category/ })).toHaveCount(0)
    await expectNoAxe(page)
  })

  test('approved through the admin API, a testimonial shows on /testimonials and in the home carousel', async ({
    page,
    baseURL,
  }) => {
    const name = `Morgan Ellis ${uniqueTag('')}`
    const visitor = await request.newContext({ baseURL })
    const id = await createTestimonial(visitor, {
      name,
      role: 'Head of Operations',
      company: 'Harbor Logistics',
      category: 'communication',
      rating: 4,
    })

    const admin = await adminContext(baseURL!)
    const all = (await (await admin.get('/api/admin/testimonials')).json()) as ApiTestimonial[]
    expect(all.find((t) => t.id === id)?.status).toBe('pending')
    expect((await admin.patch(`/api/admin/testimonials/${id}/status`, { data: { status: 'featured' } })).status()).toBe(409)
    expect((await admin.patch(`/api/admin/testimonials/${id}/status`, { data: { status: 'approved' } })).status()).toBe(200)

    await page.goto('/testimonials')
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    const mine = page.getByRole('article', { name })
    await expect(mine).toBeVisible()
    await expect(mine.getByText('Head of Operations, Harbor Logistics')).toBeVisible()
    await expect(mine.getByText('Communication', { exact: true })).toBeVisible()
    await expect(mine.getByText('Featured', { exact: true })).toHaveCount(0)

    await page.goto('/')
    await scrollToCarousel(page)
    const section = page.locator('[data-section="testimonials"]')
    await expect(section).toBeVisible()
    const order = await page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))
    expect(order.slice(-3)).toEqual(['apply', 'testimonials', 'cta'])
    await expect(section.locator('[aria-roledescription="carousel"]')).toBeVisible()
    await expect(section.locator('[aria-roledescription="slide"]').filter({ hasText: name })).toHaveCount(1)

    // Featured: first in the public answers, so the carousel opens on it; marked on the page.
    expect((await admin.patch(`/api/admin/testimonials/${id}/status`, { data: { status: 'featured' } })).status()).toBe(200)
    await page.reload()
    await expect(section.locator('[aria-roledescription="slide"][data-active]')).toContainText(name)
    await page.goto('/testimonials')
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    await expect(page.getByRole('article', { name }).getByText('Featured', { exact: true })).toBeVisible()

    await admin.dispose()
    await visitor.dispose()
  })
})

test.describe('home testimonial carousel', () => {
  test('is absent, and its code is not loaded, when there are no published testimonials', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.route('**/api/testimonials', (route) => route.fulfill({ json: [] }))
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/testimonials'))
    await page.goto('/')
    await answered
    await expect(page.locator('[data-section="cta"]')).toBeVisible()
    await expect(page.locator('[data-section="testimonials"]')).toHaveCount(0)
    expect(scripts.some((u) => u.includes('TestimonialCarousel-'))).toBe(false)
  })

  test('loads its code only as it comes near the screen, in the room kept for it', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.route('**/api/testimonials', (route) => route.fulfill({ json: sample.slice(0, 3) }))
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/testimonials'))
    await page.goto('/')
    await answered
    const room = page.locator('[data-testimonials-room]')
    await expect(room).toBeAttached()
    const top = await room.evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThan(2 * (page.viewportSize()?.height ?? 0))
    expect(scripts.some((u) => u.includes('TestimonialCarousel-'))).toBe(false)
    await room.scrollIntoViewIfNeeded()
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible()
    expect(scripts.some((u) => u.includes('TestimonialCarousel-'))).toBe(true)
  })

  test('previous/next and slide buttons, rotation that pauses on hover, and a stop button', async ({ page }) => {
    await page.clock.install()
    await page.route('**/api/testimonials', (route) => route.fulfill({ json: sample.slice(0, 3) }))
    await page.goto('/')
    await scrollToCarousel(page)
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel).toHaveAttribute('aria-label', 'Testimonials')
    const active = carousel.locator('[aria-roledescription="slide"][data-active]')
    await expect(active).toHaveAttribute('aria-label', '1 of 3')
    await expect(active).toContainText('Featured Fiona')

    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(active).toHaveAttribute('aria-label', '2 of 3')
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(active).toHaveAttribute('aria-label', '3 of 3')
    await carousel.getByRole('button', { name: 'Show testimonial 1 of 3' }).click()
    await expect(active).toHaveAttribute('aria-label', '1 of 3')

    // Focus and hover pause the rotation; leaving resumes it.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(7100)
    await expect(active).toHaveAttribute('aria-label', '2 of 3')
    await carousel.hover()
    await page.clock.runFor(15000)
    await expect(active).toHaveAttribute('aria-label', '2 of 3')
    await page.mouse.move(0, 0)
    await carousel.getByRole('button', { name: 'Stop automatic rotation' }).focus()
    await page.clock.runFor(15000)
    await expect(active).toHaveAttribute('aria-label', '2 of 3')
    await carousel.getByRole('button', { name: 'Stop automatic rotation' }).click()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(15000)
    await expect(active).toHaveAttribute('aria-label', '2 of 3')
    await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
  })

  test('does not rotate, and offers no rotation control, with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.route('**/api/testimonials', (route) => route.fulfill({ json: sample.slice(0, 3) }))
    await page.goto('/')
    await scrollToCarousel(page)
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeVisible()
    await page.clock.runFor(20000)
    await expect(carousel.locator('[data-active]')).toHaveAttribute('aria-label', '1 of 3')
    await expect(carousel.getByRole('button', { name: /automatic rotation/ })).toHaveCount(0)
  })
})

test.describe('testimonials accessibility', () => {
  test('no moderate, serious or critical axe findings on both tabs of /testimonials and on the carousel', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.route('**/api/testimonials/all', (route) => route.fulfill({ json: sample }))
    await page.route('**/api/testimonials', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: sample.slice(0, 3) }) : route.continue(),
    )
    await page.goto('/testimonials')
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxe(page)
    await page.getByRole('button', { name: 'Submit Testimonial' }).click()
    await expect(page.getByText('Please enter your name.')).toBeVisible()
    await expectNoAxe(page)
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    await expect(page.locator('[data-testimonial-id]')).toHaveCount(3)
    await expectNoAxe(page)
    await page.goto('/')
    await scrollToCarousel(page)
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible()
    await expectNoAxe(page)
  })
})
