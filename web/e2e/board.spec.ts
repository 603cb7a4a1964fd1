import { expect, request, test, type Page } from './fixtures'
import { createRequest } from './boardHelpers'
import { expectToast, uniqueTag } from './helpers'
import { expectNoAxe } from './axe'
import { openBeforeItsCode } from './earlyUse'

const column = (page: Page, status: 'submitted' | 'todo' | 'in_progress' | 'done') => page.locator(`[data-column="${status}"]`)
const card = (page: Page, title: string) => page.locator('[data-request-id]').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test.describe('request submission', () => {
  test('submits a request, confirms it, and shows it in Submitted; Submit Another resets the form', async ({ page }) => {
    const title = `Export leads to a spreadsheet ${uniqueTag('')}`
    await page.goto('/requests')
    await expect(page).toHaveTitle('Submit a Request | AI Mission')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to board' })).toHaveAttribute('href', '/board')
    await expect(page.getByText('requests are visible on the board immediately, and requests with 10+ votes move to the To Do list.')).toBeVisible()

    // Feature is the default type; the three labels are the spec's.
    await expect(page.getByRole('radio', { name: /^Feature Request/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Bug Report/ })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^General Idea/ })).toBeVisible()
    const description = page.getByLabel('Description')
    expect(await description.evaluate((el) => getComputedStyle(el).minHeight)).toBe('150px')

    const submit = page.getByRole('button', { name: 'Submit Request' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Title').press('Enter')
    await expect(page.getByText('Please describe your request.')).toBeVisible()
    await expect(description).toBeFocused()

    await page.getByRole('radio', { name: /^Bug Report/ }).click()
    await description.fill('A button on the leads table that downloads every lead as a CSV file.')
    await page.getByLabel(/Your Name/).fill('Priya')
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/public-requests') && r.method() === 'POST')
    await submit.click()
    expect((await posted).postDataJSON()).toEqual({
      type: 'bug',
      title,
      description: 'A button on the leads table that downloads every lead as a CSV file.',
      submittedBy: 'Priya',
    })
    await expectToast(page, 'Request Submitted!', 'Your request has been added to the board. The community can now vote on it!')
    await expect(page.getByRole('heading', { name: 'Your request is on the board' })).toBeFocused()

    await expect(page.getByRole('link', { name: 'View Board' })).toHaveAttribute('href', '/board')
    await page.getByRole('button', { name: 'Submit Another' }).click()
    await expect(page.getByLabel('Title')).toHaveValue('')
    await expect(page.getByLabel('Title')).toBeFocused()
    await expect(page.getByRole('radio', { name: /^Feature Request/ })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeDisabled()

    await page.getByRole('main').getByRole('link', { name: 'Back to board' }).click()
    await expect(page).toHaveURL(/\/board$/)
    const mine = card(page, title)
    await expect(column(page, 'submitted').locator('[data-request-id]').filter({ hasText: title })).toBeVisible()
    await expect(mine.getByText('by Priya')).toBeVisible()
    await expect(mine.getByText('Bug', { exact: true })).toBeVisible()
  })

  test("what is typed, chosen and sent before the page's code has arrived reaches the server, every character", async ({ page }) => {
    const title = `Typed early ${uniqueTag('')}`
    const live = await openBeforeItsCode(page, '/requests', 'RequestPage')
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/public-requests') && r.method() === 'POST')
    await page.getByRole('radio', { name: /^General Idea/ }).click()
    await page.getByLabel('Title').pressSequentially(title)
    await page.getByLabel('Description').pressSequentially('Key by key, before any code.')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await live()
    expect((await posted).postDataJSON()).toEqual({ type: 'idea', title, description: 'Key by key, before any code.' })
    await expectToast(page, 'Request Submitted!', 'Your request has been added to the board. The community can now vote on it!')
  })

  test("Enter pressed before the page's code has arrived shows what is missing once it has", async ({ page }) => {
    const live = await openBeforeItsCode(page, '/requests', 'RequestPage')
    await page.getByLabel('Title').pressSequentially('A')
    await page.getByLabel('Title').press('Enter')
    await live()
    await expect(page.getByText('Please describe your request.')).toBeVisible()
    await expect(page.getByLabel('Description')).toBeFocused()
    await expect(page.getByLabel('Title')).toHaveValue('A')
  })

  test('a failed submit shows Submission Failed and keeps the form', async ({ page }) => {
    await page.route('**/api/public-requests', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    )
    await page.goto('/requests')
    await page.getByLabel('Title').fill('Will not be stored')
    await page.getByLabel('Description').fill('The server is down.')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expectToast(page, 'Submission Failed', 'Something went wrong. Please try again.')
    await expect(page.getByLabel('Title')).toHaveValue('Will not be stored')
  })
})

test.describe('project board', () => {
  test("shows 'Loading board', then four columns with counts and the empty message", async ({ page }) => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/public-requests', async (route) => {
      await gate
      await route.fulfill({ json: [] })
    })
    await page.goto('/board')
    await expect(page.getByText('Loading board')).toBeVisible()
    release()
    await expect(page.getByText('Loading board')).toHaveCount(0)
    for (const [status, label] of [
      ['submitted', 'Submitted'],
      ['todo', 'To Do'],
      ['in_progress', 'In Progress'],
      ['done', 'Done'],
    ] as const) {
      const col = column(page, status)
      await expect(col.getByRole('heading', { level: 2 })).toHaveText(`${label}0 requests`)
      await expect(col.getByText('No requests yet')).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'New Request' })).toHaveAttribute('href', '/requests')
  })

  test('a vote raises the count once; a repeat is refused with the spec toast', async ({ page, context, baseURL }) => {
    const api = await request.newContext({ baseURL })
    const title = `Calendar sync ${uniqueTag('')}`
    await createRequest(api, { title })
    await api.dispose()

    // A second tab opened before the vote still offers the button.
    const other = await context.newPage()
    await other.goto('/board')
    await expect(card(other, title).getByRole('button', { name: /^Vote for/ })).toBeEnabled()

    await page.goto('/board')
    const mine = card(page, title)
    await expect(mine.getByText('Anonymous')).toBeVisible()
    const button = mine.getByRole('button', { name: `Vote for ${title}, 0 votes` })
    await button.click()
    await expectToast(page, 'Vote Recorded!', 'Your vote has been added to this request.')
    const voted = mine.getByRole('button', { name: `You voted for ${title}, 1 vote` })
    await expect(voted).toBeDisabled()
    await expect(voted).toHaveAttribute('data-voted', 'true')

    // The other tab's button now meets the server's one-vote rule.
    await card(other, title).getByRole('button', { name: `Vote for ${title}, 0 votes` }).click()
    await expectToast(other, 'Vote Failed', "You've already voted on this request.")
    await expect(card(other, title).getByRole('button', { name: `You voted for ${title}, 1 vote` })).toBeDisabled()

    // Voted state survives a reload (GET /api/public-requests/voted).
    await page.reload()
    await expect(card(page, title).getByRole('button', { name: /^You voted for/ })).toBeDisabled()
  })

  test('any other vote failure says Unable to record your vote', async ({ page, baseURL }) => {
    const api = await request.newContext({ baseURL })
    const title = `Dark mode ${uniqueTag('')}`
    await createRequest(api, { title, type: 'idea' })
    await api.dispose()
    await page.route('**/api/public-requests/*/vote', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/board')
    await card(page, title).getByRole('button', { name: /^Vote for/ }).click()
    await expectToast(page, 'Vote Failed', 'Unable to record your vote. Please try again.')
  })

  test("the per-network cap says the network's votes are given, not 'try again'", async ({ page, baseURL }) => {
    const api = await request.newContext({ baseURL })
    const title = `Shared office ${uniqueTag('')}`
    await createRequest(api, { title, type: 'idea' })
    await api.dispose()
    // The e2e server counts 1000 votes per network; the answer past the cap is the server's own.
    await page.route('**/api/public-requests/*/vote', (route) =>
      route.fulfill({ status: 409, json: { message: 'Your network has already given this request its votes' } }),
    )
    await page.goto('/board')
    await card(page, title).getByRole('button', { name: /^Vote for/ }).click()
    await expectToast(page, 'Vote Failed', 'Your network has already given this request its votes.')
    await expect(page.getByText(/try again/i)).toHaveCount(0)
  })

  test('ten votes move a request to To Do and highlight its vote button', async ({ page, baseURL }) => {
    const api = await request.newContext({ baseURL })
    const title = `Voice agent templates ${uniqueTag('')}`
    const created = await createRequest(api, { title, submittedBy: 'Marcus' })
    await api.dispose()
    for (let i = 0; i < 10; i++) {
      const voter = await request.newContext({ baseURL })
      // A new visitor gets a voter id from the board before voting.
      expect((await voter.get('/api/public-requests/voted')).status()).toBe(200)
      const res = await voter.post(`/api/public-requests/${created.id}/vote`)
      expect(res.status()).toBe(200)
      await voter.dispose()
    }
    await page.goto('/board')
    const inTodo = column(page, 'todo').locator('[data-request-id]').filter({ hasText: title })
    await expect(inTodo).toBeVisible()
    const button = inTodo.getByRole('button', { name: `Vote for ${title}, 10 votes` })
    await expect(button).toHaveAttribute('data-highlighted', 'true')
    await expect(column(page, 'submitted').getByText(title)).toHaveCount(0)
  })
})

test.describe('board accessibility', () => {
  test('no moderate, serious or critical axe findings on /requests, its errors and its confirmation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.route('**/api/public-requests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 201, json: { id: 1, type: 'feature', title: 'T', description: 'D', votes: 0, status: 'submitted' } })
        : route.continue(),
    )
    await page.goto('/requests')
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxe(page)
    await page.getByLabel('Title').fill('A')
    await page.getByLabel('Title').press('Enter')
    await expect(page.getByText('Please describe your request.')).toBeVisible()
    await expectNoAxe(page)
    await page.getByLabel('Description').fill('B')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page.getByRole('link', { name: 'View Board' })).toBeVisible()
    await expectNoAxe(page)
  })

  test('no moderate, serious or critical axe findings on /board, with cards and at phone width', async ({ page, baseURL }) => {
    const api = await request.newContext({ baseURL })
    await createRequest(api, { title: `Accessible board ${uniqueTag('')}`, submittedBy: 'Axe' })
    await api.dispose()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/board')
    await expect(page.locator('[data-request-id]').first()).toBeVisible()
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxe(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxe(page)
    // One column at a time on a phone; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
