import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, uniqueTag } from './helpers'

// The browser lives in Chicago on Monday 8 March 2027, 9am: "today" and the
// month shown are fixed whatever day the tests run.
test.use({ timezoneId: 'America/Chicago', locale: 'en-US' })
const NOW = new Date('2027-03-08T15:00:00Z')

interface NewEvent {
  title: string
  type: string
  startLocal: string
  durationMinutes?: number
  timeZone?: string
  rrule?: string
  description?: string
  location?: string
  bookingLink?: string
  zoomLink?: string
}

async function createEvent(request: APIRequestContext, e: NewEvent): Promise<number> {
  const res = await request.post('/api/admin/events', {
    data: { durationMinutes: 60, timeZone: 'America/Chicago', ...e },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const cell = (page: Page, day: string) => page.locator(`[data-testid="month-grid"] [data-day="${day}"]`)
const dialog = (page: Page) => page.getByRole('dialog')

async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Event type' }).selectOption({ label: label })
}

test.describe('events calendar', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
  })

  test('an event created by staff shows in month, week and day; search and the type filter narrow it', async ({ page }) => {
    const tag = uniqueTag('wk')
    const title = `Prompt lab ${tag}`
    await adminLogin(page)
    await page.goto('/admin?tab=events')
    await page.getByRole('button', { name: 'New event' }).first().click()
    const sheet = dialog(page)
    await expect(sheet.getByRole('heading', { name: 'New event' })).toBeVisible()
    await sheet.getByLabel('Title').fill(title)
    await sheet.getByLabel('Date').fill('2027-03-10')
    await sheet.getByLabel('Starts').fill('10:00')
    await sheet.getByLabel('Ends').fill('11:30')
    await expect(sheet.getByText('1 hour 30 minutes')).toBeVisible()
    await expect(sheet.getByLabel('Time zone')).toHaveValue('America/Chicago')
    await sheet.getByLabel('Location').fill('Online')
    await sheet.getByLabel('Zoom link').fill('https://zoom.us/j/123456')
    await sheet.getByLabel('Description').fill(`Hands-on prompt practice ${tag}.`)
    await sheet.getByRole('button', { name: 'Create event' }).click()
    await expect(page.getByText('Event created', { exact: true })).toBeVisible()
    await expect(sheet).toBeHidden()
    const upcoming = page.getByRole('region', { name: 'Upcoming' })
    await expect(upcoming.getByText(title)).toBeVisible()
    await expect(upcoming.getByText('Wed, Mar 10, 2027 · 10:00 AM CST')).toBeVisible()

    // Month: weeks start on Sunday; today is marked; the event is on the 10th.
    await page.goto('/calendar')
    await expect(page).toHaveTitle('Events Calendar | AI Mission')
    await expect(page.getByRole('heading', { level: 2, name: 'March 2027' })).toBeVisible()
    await expect(cell(page, '2027-02-28')).toBeVisible() // the Sunday before 1 March
    await expect(cell(page, '2027-03-08').getByRole('button', { name: /Monday, March 8/ })).toHaveAttribute('aria-current', 'date')
    await expect(cell(page, '2027-03-10').getByRole('button', { name: `10:00 AM ${title}` })).toBeVisible()

    // Week and day views.
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Mar 7 – 13, 2027' })).toBeVisible()
    await expect(page.locator('[data-testid="week-grid"] [data-day="2027-03-10"]').getByText(title)).toBeVisible()
    await page.getByRole('button', { name: 'Next week' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Mar 14 – 20, 2027' })).toBeVisible()
    await expect(page.getByText(title)).toHaveCount(0)
    await page.getByRole('button', { name: 'Today' }).click()
    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Monday, March 8, 2027' })).toBeVisible()
    await page.getByRole('button', { name: 'Next day' }).click()
    await page.getByRole('button', { name: 'Next day' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, March 10, 2027' })).toBeVisible()
    await expect(page).toHaveURL(/view=day&date=2027-03-10/)
    const event = page.getByRole('button', { name: new RegExp(title) })
    await expect(event.getByText('10:00 AM Central', { exact: true })).toBeVisible()
    await expect(event.getByText('1 hour 30 minutes', { exact: true })).toBeVisible()

    // Search and type filter narrow what is shown.
    await page.getByRole('button', { name: 'Month', exact: true }).click()
    const search = page.getByRole('searchbox', { name: 'Search events' })
    await search.fill(tag)
    await expect(page.getByRole('status').filter({ hasText: /^1 event matching$/ })).toBeVisible()
    await expect(cell(page, '2027-03-10').getByText(title)).toBeVisible()
    await search.fill(`${tag} nothing-like-this`)
    await expect(page.getByText('No events match these filters in this month.')).toBeVisible()
    await expect(cell(page, '2027-03-10').getByText(title)).toHaveCount(0)
    await search.fill(tag)
    await chooseType(page, 'Partner Calls')
    await expect(cell(page, '2027-03-10').getByText(title)).toHaveCount(0)
    await chooseType(page, 'Workshops')
    await expect(cell(page, '2027-03-10').getByText(title)).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Event type' }).locator('option')).toHaveText([
      'All Events',
      'Workshops',
      'Community Calls',
      'GPS Kids',
      'Partner Calls',
      'Live Sessions',
    ])
  })

  test('a busy day shows two events then +N more, which opens the day', async ({ page }) => {
    const tag = uniqueTag('busy')
    await adminLogin(page)
    for (const [i, hour] of ['08', '09', '11', '13', '15'].entries()) {
      await createEvent(page.request, { title: `Busy ${i + 1} ${tag}`, type: 'community-call', startLocal: `2027-03-17T${hour}:00` })
    }
    await page.goto('/calendar?date=2027-03-17')
    await page.getByRole('searchbox', { name: 'Search events' }).fill(tag)
    const day = cell(page, '2027-03-17')
    await expect(day.getByText(`Busy 1 ${tag}`)).toBeVisible()
    await expect(day.getByText(`Busy 2 ${tag}`)).toBeVisible()
    await expect(day.getByText(`Busy 3 ${tag}`)).toHaveCount(0)
    await day.getByRole('button', { name: '+3 more on Wednesday, March 17' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, March 17, 2027' })).toBeVisible()
    for (let i = 1; i <= 5; i++) await expect(page.getByText(`Busy ${i} ${tag}`)).toBeVisible()
  })

  test('the daily sessions take one line a day and leave the cell to workshops and calls; +N more opens the day', async ({ page }) => {
    const tag = uniqueTag('daily')
    await adminLogin(page)
    const daily = { type: 'live-session', rrule: 'FREQ=DAILY' }
    await createEvent(page.request, { ...daily, title: `Live 6am ${tag}`, startLocal: '2027-03-01T06:00' })
    await createEvent(page.request, { ...daily, title: `Live 6pm ${tag}`, startLocal: '2027-03-01T18:00' })
    await createEvent(page.request, { title: `Workshop ${tag}`, type: 'workshop', startLocal: '2027-03-17T10:00' })
    await createEvent(page.request, { title: `Call A ${tag}`, type: 'community-call', startLocal: '2027-03-17T12:00' })
    await createEvent(page.request, { title: `Call B ${tag}`, type: 'partner-call', startLocal: '2027-03-17T14:00' })

    await page.goto('/calendar?date=2027-03-17')
    await page.getByRole('searchbox', { name: 'Search events' }).fill(tag)
    // Named once, above the grid.
    await expect(page.getByTestId('daily-legend')).toContainText('Live Sessions every day at 6:00 AM and 6:00 PM')
    const day = cell(page, '2027-03-17')
    const dayButton = day.getByRole('button', { name: 'Wednesday, March 17, 3 events and 2 daily sessions' })
    await expect(dayButton).toBeVisible()
    // One line for both sessions; the workshop and a call keep their room, the third event is behind +1 more.
    const line = day.getByRole('list', { name: 'Daily sessions' })
    await expect(line.getByRole('button')).toHaveText([/^6:00 AM\b/, /^6:00 PM\b/])
    await expect(day.getByRole('button', { name: `10:00 AM Workshop ${tag}` })).toBeVisible()
    await expect(day.getByRole('button', { name: `12:00 PM Call A ${tag}` })).toBeVisible()
    await expect(day.getByText(`Call B ${tag}`)).toHaveCount(0)
    // Every other day of the month has the line and nothing else.
    await expect(cell(page, '2027-03-18').getByRole('button', { name: 'Thursday, March 18, 2 daily sessions' })).toBeVisible()
    await expect(cell(page, '2027-03-18').getByTestId('daily-line')).toHaveCount(1)
    await expectNoAxe(page)

    // The keyboard reaches each session from its day, and Enter opens it.
    await dayButton.focus()
    await page.keyboard.press('Tab')
    await expect(line.getByRole('button', { name: `6:00 AM Live 6am ${tag}` })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(line.getByRole('button', { name: `6:00 PM Live 6pm ${tag}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog(page).getByRole('heading', { name: `Live 6pm ${tag}` })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()

    await day.getByRole('button', { name: '+1 more on Wednesday, March 17' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, March 17, 2027' })).toBeVisible()
    for (const title of [`Live 6am ${tag}`, `Workshop ${tag}`, `Call A ${tag}`, `Call B ${tag}`, `Live 6pm ${tag}`]) {
      await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible()
    }

    // On a phone: the dots are the other events; the day's list has them all.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/calendar?date=2027-03-17')
    await page.getByRole('searchbox', { name: 'Search events' }).fill(tag)
    await expect(page.getByTestId('daily-legend')).toContainText('Live Sessions every day at 6:00 AM and 6:00 PM')
    await expect(cell(page, '2027-03-17').getByRole('button', { name: 'Wednesday, March 17, 3 events and 2 daily sessions' })).toBeVisible()
    await expect(cell(page, '2027-03-18').getByRole('button', { name: 'Thursday, March 18, 2 daily sessions' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Wednesday, March 17, 2027' })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`Live 6am ${tag}`) })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`Call B ${tag}`) })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxe(page)
  })

  test('the detail dialog offers Register and Join Zoom only when the event has them; Add to calendar and Subscribe give iCalendar', async ({ page }) => {
    const tag = uniqueTag('dlg')
    await adminLogin(page)
    const linked = await createEvent(page.request, {
      title: `Linked ${tag}`,
      type: 'workshop',
      startLocal: '2027-03-11T18:00',
      location: 'Austin, TX',
      description: 'Bring a laptop.',
      bookingLink: 'https://events.example.com/register',
      zoomLink: 'https://zoom.us/j/987',
    })
    await createEvent(page.request, { title: `Plain ${tag}`, type: 'gps-kids', startLocal: '2027-03-12T16:00', durationMinutes: 45 })

    await page.goto('/calendar?date=2027-03-11')
    await page.getByRole('searchbox', { name: 'Search events' }).fill(tag)
    await cell(page, '2027-03-11').getByRole('button', { name: `6:00 PM Linked ${tag}` }).click()
    const d = dialog(page)
    await expect(d.getByRole('heading', { name: `Linked ${tag}` })).toBeVisible()
    await expect(d.getByText('Thursday, March 11, 2027')).toBeVisible()
    await expect(d.getByText('6:00 PM Central', { exact: true })).toBeVisible()
    await expect(d.getByText('1 hour', { exact: true })).toBeVisible()
    await expect(d.getByText('Austin, TX')).toBeVisible()
    await expect(d.getByRole('link', { name: 'Register for Event' })).toHaveAttribute('href', 'https://events.example.com/register')
    await expect(d.getByRole('link', { name: 'Register for Event' })).toHaveAttribute('target', '_blank')
    await expect(d.getByRole('link', { name: 'Join Zoom' })).toHaveAttribute('href', 'https://zoom.us/j/987')
    const ics = d.getByRole('link', { name: 'Add to calendar' })
    await expect(ics).toHaveAttribute('href', `/api/events/${linked}/calendar.ics`)
    await expectNoAxe(page)
    const file = await page.request.get(`/api/events/${linked}/calendar.ics`)
    expect(file.headers()['content-type']).toContain('text/calendar')
    const icsText = await file.text()
    expect(icsText).toContain(`Linked ${tag}`)
    // The time zone it names is defined in the file, so calendar apps place it right.
    expect(icsText).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n')
    expect(icsText).toMatch(/DTSTART;TZID=America\/Chicago:20270311T180000\r\n/)
    await page.keyboard.press('Escape')
    await expect(d).toBeHidden()

    await cell(page, '2027-03-12').getByRole('button', { name: `4:00 PM Plain ${tag}` }).click()
    await expect(d.getByRole('heading', { name: `Plain ${tag}` })).toBeVisible()
    await expect(d.getByText('45 minutes')).toBeVisible()
    await expect(d.getByRole('link', { name: 'Register for Event' })).toHaveCount(0)
    await expect(d.getByRole('link', { name: 'Join Zoom' })).toHaveCount(0)
    await expect(d.getByRole('link', { name: 'Add to calendar' })).toBeVisible()
    await page.keyboard.press('Escape')

    await expect(page.getByRole('link', { name: 'Subscribe', exact: true })).toHaveAttribute('href', '/calendar.ics')
    const feed = await page.request.get('/calendar.ics')
    const feedText = await feed.text()
    expect(feedText).toContain(`Plain ${tag}`)
    expect(feedText).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    const book = page.getByRole('link', { name: /Book a Call/ })
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('href', /^https:\/\//)
  })

  test('only the visible range is asked of the server', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/events?')) asked.push(new URL(r.url()).search)
    })
    await page.goto('/calendar?date=2027-03-10')
    await expect(page.getByRole('heading', { level: 2, name: 'March 2027' })).toBeVisible()
    await expect.poll(() => asked.length).toBeGreaterThan(0)
    // March 2027 starts on a Monday: the grid runs from Sunday 28 February to Saturday 3 April (Chicago time).
    expect(asked[0]).toBe('?from=2027-02-28T06%3A00%3A00.000Z&to=2027-04-04T05%3A00%3A00.000Z')
    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await expect.poll(() => asked.at(-1)).toBe('?from=2027-03-10T06%3A00%3A00.000Z&to=2027-03-11T06%3A00%3A00.000Z')
  })

  test('on a phone the month shows dots and the chosen day as a list; the page passes axe', async ({ page }) => {
    const tag = uniqueTag('phone')
    await adminLogin(page)
    await createEvent(page.request, { title: `Phone ${tag}`, type: 'partner-call', startLocal: '2027-03-09T12:00', zoomLink: 'https://zoom.us/j/5' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/calendar')
    await expect(cell(page, '2027-03-09').getByRole('button', { name: /Tuesday, March 9, \d+ events?/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Monday, March 8, 2027' })).toBeVisible()
    await cell(page, '2027-03-09').getByRole('button').click()
    await expect(page.getByRole('heading', { level: 3, name: 'Tuesday, March 9, 2027' })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`Phone ${tag}`) })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await expectNoAxe(page)
    await page.getByRole('button', { name: new RegExp(`Phone ${tag}`) }).click()
    await expect(dialog(page).getByRole('link', { name: 'Join Zoom' })).toBeVisible()
    await expectNoAxe(page)
  })

  test('the desktop calendar passes axe in each view', async ({ page }) => {
    for (const view of ['', '&view=week', '&view=day']) {
      await page.goto(`/calendar?date=2027-03-10${view}`)
      await expect(page.getByRole('status').filter({ hasText: /events?$/ })).toBeVisible()
      await expectNoAxe(page, view || 'month')
    }
  })
})
