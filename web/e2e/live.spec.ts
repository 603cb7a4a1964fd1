import { expect, test, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { ADMIN_EMAIL, ADMIN_PASSWORD, siteConfig, uniqueTag } from './helpers'

interface SiteConfig {
  meetingUrl: string
  booking: { liveCall: string }
}

interface Submission {
  id: number
  name: string
  email: string
  company: string
  projectType: string
  projectDescription: string
  keyFeatures: string[]
  timeline: string
  sessionPreference: string
  calendarBooked: boolean
}

/** The stored submissions, as staff see them (signed in through the admin API in this browser context). */
async function storedSubmissions(page: Page): Promise<Submission[]> {
  const login = await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  expect(login.ok()).toBe(true)
  const res = await page.request.get('/api/admin/live-sessions')
  expect(res.ok()).toBe(true)
  return (await res.json()) as Submission[]
}

const countdown = (page: Page) => page.getByTestId('countdown-text')

test.describe('live build sessions', () => {
  test('submit a project, book the call, confirm: the submission is stored and marked booked', async ({ page }) => {
    const email = `${uniqueTag('live')}@example.com`
    await page.goto('/live')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get your project built live, for free.')
    await expect(page.getByRole('radio', { name: /^Website/ })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Key features' }).getByRole('checkbox')).toHaveCount(9)

    // Nothing filled: the spec's toast and the messages under the fields.
    await page.getByRole('button', { name: 'Submit My Project' }).click()
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible()
    await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter your name.')).toBeVisible()
    await expect(page.getByText('Please describe your project.')).toBeVisible()

    await page.getByLabel('Your name *').fill('Dana Whitfield')
    await page.getByLabel('Email *').fill(email)
    await page.getByLabel('Company (optional)').fill('Whitfield Dental')
    await page.getByRole('radio', { name: /^App/ }).click()
    await page.getByLabel('Describe your project *').fill('A booking app for a two-chair dental clinic, with reminders by text.')
    await page.getByRole('checkbox', { name: 'User Login' }).check()
    await page.getByRole('checkbox', { name: 'Contact Form' }).check()
    await page.getByRole('radio', { name: '1-2 weeks' }).check()
    await page.getByRole('radio', { name: '6pm session' }).check()
    await page.getByRole('button', { name: 'Submit My Project' }).click()

    await expect(page.getByText('Project Submitted!', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Book your strategy call', exact: true })).toBeVisible()
    const config = await siteConfig<SiteConfig>(page)
    await expect(page.locator('iframe')).toHaveAttribute('src', config.booking.liveCall)
    await expectNoAxe(page)

    // A reload keeps the visitor on step 2, and the page still hydrates cleanly.
    const hydrationErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Hydration')) hydrationErrors.push(m.text())
    })
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Book your strategy call', exact: true })).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    expect(hydrationErrors).toEqual([])
    let stored = (await storedSubmissions(page)).find((s) => s.email === email)
    expect(stored).toMatchObject({
      name: 'Dana Whitfield',
      company: 'Whitfield Dental',
      projectType: 'app',
      keyFeatures: ['Contact Form', 'User Login'],
      timeline: '1-2weeks',
      sessionPreference: '6pm',
      calendarBooked: false,
    })

    await page.getByRole('button', { name: "I've Booked My Call - Continue" }).click()
    await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible()
    await expect(page.getByText('You asked for the 6pm session')).toBeVisible()
    await expect(page.getByRole('link', { name: config.meetingUrl })).toHaveAttribute('href', config.meetingUrl)
    await expectNoAxe(page)
    stored = (await storedSubmissions(page)).find((s) => s.email === email)
    expect(stored?.calendarBooked).toBe(true)

    await page.getByRole('link', { name: 'Back to Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/live')
    await expect(page.getByRole('button', { name: 'Submit My Project' })).toBeVisible()
  })

  test('/6am and /6pm are the same screen, canonical to /live', async ({ page }) => {
    for (const path of ['/6am', '/6pm']) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get your project built live, for free.')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/live$/)
    }
  })

  test('axe finds nothing on the project form', async ({ page }) => {
    await page.goto('/live')
    await expect(page.getByRole('heading', { name: 'Projects from earlier sessions' })).toBeVisible()
    await expectNoAxe(page)
  })
})

test.describe('the session countdown at a fixed clock (Chicago)', () => {
  test.use({ timezoneId: 'America/Chicago' })

  test('before 6am it counts down to 6am and follows the clock every second', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-10T10:00:00Z')) // 05:00 CDT
    await page.goto('/live')
    await expect(countdown(page)).toHaveText('01:00:00')
    await expect(page.getByTestId('session-time')).toHaveText('6:00 AM Central')
    await expect(page.getByTestId('session-time')).toHaveAttribute('datetime', '2025-06-10T11:00:00.000Z')
    await expect(page.getByTestId('live-now')).toHaveCount(0)
    await page.clock.setFixedTime(new Date('2025-06-10T10:00:01Z'))
    await expect(countdown(page)).toHaveText('00:59:59')
  })

  test('inside the live-now window: live before the start, Session Starting! once it has started', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-10T10:44:59Z')) // 05:44:59 CDT
    await page.goto('/live')
    await expect(countdown(page)).toHaveText('00:15:01')
    await expect(page.getByTestId('live-now')).toHaveCount(0)
    await page.clock.setFixedTime(new Date('2025-06-10T10:50:00Z')) // 05:50
    await expect(countdown(page)).toHaveText('00:10:00')
    await expect(page.getByTestId('live-now')).toBeVisible()
    await page.clock.setFixedTime(new Date('2025-06-10T11:00:00Z')) // 06:00:00
    await expect(countdown(page)).toHaveText('Session Starting!')
    await expect(page.getByTestId('live-now')).toBeVisible()
    await page.clock.setFixedTime(new Date('2025-06-10T12:00:00Z')) // 07:00:00: the live hour is over
    await expect(countdown(page)).toHaveText('11:00:00')
    await expect(page.getByTestId('live-now')).toHaveCount(0)
  })

  test('after 6pm it counts down to 6am tomorrow', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-06-11T00:30:00Z')) // 19:30 CDT
    await page.goto('/live')
    await expect(countdown(page)).toHaveText('10:30:00')
    await expect(page.getByTestId('session-time')).toHaveText('6:00 AM Central')
    await expect(page.getByTestId('session-time')).toHaveAttribute('datetime', '2025-06-11T11:00:00.000Z')
    await expect(page.getByTestId('live-now')).toHaveCount(0)
  })
})
