import { expect, request, test, type Page } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminLogin, uniqueTag } from './helpers'

// One clock for the live sessions: the e2e server runs with the default
// EVENTS_TIME_ZONE, America/Chicago, so the sessions are at 6am and 6pm
// there. /live counts down to that instant and /calendar shows the stored
// daily sessions at the same one, for a visitor in Berlin and in Chicago,
// before and after the US change of 8 March 2026 (Berlin changes on
// 29 March: between the two, Chicago is 5 hours behind Berlin instead of 6).

const tag = uniqueTag('clock')
const sessionTitle = (hour: string) => `Live Build Session ${hour} ${tag}`

test.beforeAll(async ({ baseURL }) => {
  // Staff keep the daily sessions as two series in the organiser's zone; these run from 5 March to 1 April 2026.
  const staff = await request.newContext({ baseURL })
  expect((await staff.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).ok()).toBe(true)
  for (const [hour, time] of [['6am', '06:00'], ['6pm', '18:00']] as const) {
    const res = await staff.post('/api/admin/events', {
      data: {
        title: sessionTitle(hour),
        type: 'live-session',
        startLocal: `2026-03-05T${time}`,
        durationMinutes: 60,
        timeZone: 'America/Chicago',
        rrule: 'FREQ=DAILY;COUNT=28',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  await staff.dispose()
})

interface Moment {
  /** What the moment is, for the test's name. */
  name: string
  /** The browser's fixed clock. */
  now: string
  /** The session counted down to, as both pages write it in <time dateTime>. */
  at: string
  /** How both pages read it. */
  text: string
  /** The visitor's day of that session, where the calendar shows it. */
  day: string
}

/** /live's countdown names the session; /calendar's day shows the stored one at the same instant, in the same words. */
async function expectOneInstant(page: Page, m: Moment) {
  await page.clock.setFixedTime(new Date(m.now))
  await page.goto('/live')
  const live = page.getByTestId('session-time')
  await expect(live).toHaveAttribute('datetime', m.at)
  await expect(live).toHaveText(m.text)
  const liveAt = await live.getAttribute('datetime')

  await page.goto(`/calendar?view=day&date=${m.day}`)
  await page.getByRole('searchbox', { name: 'Search events' }).fill(tag)
  const session = page.getByRole('button', { name: new RegExp(tag) }).filter({ has: page.locator(`time[datetime="${liveAt}"]`) })
  await expect(session).toHaveCount(1)
  await expect(session.locator('time')).toHaveText(m.text)

  // The detail dialog says the same.
  await session.click()
  await expect(page.getByRole('dialog').locator(`time[datetime="${liveAt}"]`)).toHaveText(m.text)
}

test.describe('a visitor in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' })

  const moments: Moment[] = [
    {
      name: 'before the US change (6 hours apart): the 6pm session is after midnight in Berlin',
      now: '2026-03-06T20:00:00Z', // Friday 2pm in Chicago, 9pm in Berlin
      at: '2026-03-07T00:00:00.000Z',
      text: 'Fri 6:00 PM Central · Sat 1:00 AM your time',
      day: '2026-03-07',
    },
    {
      name: 'between the US and the EU changes (5 hours apart)',
      now: '2026-03-10T08:00:00Z', // Tuesday 3am in Chicago
      at: '2026-03-10T11:00:00.000Z',
      text: '6:00 AM Central · 12:00 PM your time',
      day: '2026-03-10',
    },
    {
      name: 'after both changes (6 hours apart again)',
      now: '2026-03-31T08:00:00Z', // Tuesday 3am in Chicago, 10am in Berlin
      at: '2026-03-31T11:00:00.000Z',
      text: '6:00 AM Central · 1:00 PM your time',
      day: '2026-03-31',
    },
  ]
  for (const m of moments) {
    test(`/live and /calendar show one instant ${m.name}`, async ({ page }) => {
      await expectOneInstant(page, m)
    })
  }

  test('the page names the daily times on both clocks, and the server HTML the hours alone', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-10T08:00:00Z'))
    // The words a reader without JavaScript sees: the served HTML without its tags.
    const served = (await (await page.request.get('/live')).text()).replace(/<[^>]*>/g, '')
    expect(served).toContain('Daily at 6:00 AM and 6:00 PM')
    expect(served).toContain('Every day at 6:00 AM and 6:00 PM.')
    expect(served).not.toContain('your time')
    await page.goto('/live')
    await expect(page.getByTestId('session-countdown')).toContainText(
      'Every day at 6:00 AM and 6:00 PM Central (12:00 PM and 12:00 AM your time).',
    )
    // The home page's mentions are below the fold: their zone code loads as they come near.
    await page.goto('/')
    const mention = page.getByRole('listitem').filter({ hasText: /^Live build sessions daily at/ })
    await expect(mention).toHaveText('Live build sessions daily at 6:00 AM and 6:00 PM')
    await mention.scrollIntoViewIfNeeded()
    await expect(mention).toHaveText('Live build sessions daily at 6:00 AM and 6:00 PM Central (12:00 PM and 12:00 AM your time)')
  })

  test("a new event starts in the organiser's zone, whatever the staff member's own", async ({ page }) => {
    await adminLogin(page)
    await page.goto('/admin?tab=events')
    await page.getByRole('button', { name: 'New event' }).first().click()
    await expect(page.getByRole('dialog').getByLabel('Time zone')).toHaveValue('America/Chicago')
  })
})

test.describe('a visitor in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago', locale: 'en-US' })

  const moments: Moment[] = [
    {
      name: 'before the US change',
      now: '2026-03-07T20:00:00Z', // Saturday 2pm CST
      at: '2026-03-08T00:00:00.000Z',
      text: '6:00 PM Central',
      day: '2026-03-07',
    },
    {
      name: 'after the US change',
      now: '2026-03-09T08:00:00Z', // Monday 3am CDT
      at: '2026-03-09T11:00:00.000Z',
      text: '6:00 AM Central',
      day: '2026-03-09',
    },
  ]
  for (const m of moments) {
    test(`/live and /calendar show one instant, one time, ${m.name}`, async ({ page }) => {
      await expectOneInstant(page, m)
    })
  }
})
