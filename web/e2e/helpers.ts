import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'

export const TERMS_TEXT =
  'I agree to the terms and conditions and understand this is an application to join the mission.'

export const HOME_SECTIONS = ['hero', 'audiences', 'story', 'quiz', 'mission', 'values', 'benefits', 'path', 'apply', 'cta']

export interface Applicant {
  name: string
  email: string
  phone: string
  audience: 'Business owner' | 'Entrepreneur' | 'Investor'
  experience: 'None yet' | 'Some' | 'Experienced' | 'Expert'
  time: '5-10 hours per week' | '10-20 hours per week' | '20-30 hours per week' | '30+ hours per week'
  why: string
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  return {
    name: 'Jordan Lee',
    email: `jordan+${id}@example.com`,
    phone: '+1 555 010 0199',
    audience: 'Business owner',
    experience: 'Some',
    time: '10-20 hours per week',
    why: 'I run a dental clinic and we miss calls after 5pm. I want an AI phone agent that books appointments.',
    ...overrides,
  }
}

export const form = (page: Page) => page.locator('#form')

/** Brings the home page's application form into view; its code loads as it nears the screen. */
export async function openForm(page: Page) {
  await form(page).scrollIntoViewIfNeeded()
  await form(page).getByLabel('Full name').waitFor()
}

export async function fillStep1(page: Page, a: Applicant) {
  await openForm(page)
  const f = form(page)
  await f.getByLabel('Full name').fill(a.name)
  await f.getByLabel('Email').fill(a.email)
  await f.getByLabel('Phone').fill(a.phone)
  await f.getByRole('radio', { name: new RegExp(`^${a.audience}`) }).click()
}

export async function fillStep2(page: Page, a: Applicant) {
  const f = form(page)
  await f.getByRole('radio', { name: new RegExp(`^${a.experience}`) }).click()
  await f.getByRole('radio', { name: a.time }).click()
}

export async function fillStep3(page: Page, a: Applicant) {
  const f = form(page)
  await f.getByLabel('Why do you want to join the mission?').fill(a.why)
  await f.getByRole('checkbox', { name: TERMS_TEXT }).check()
}

/** Fills all three steps and stops on step 3 with Submit enabled. */
export async function fillApplication(page: Page, a: Applicant) {
  const f = form(page)
  await fillStep1(page, a)
  await f.getByRole('button', { name: 'Continue' }).click()
  await expect(f.getByText('Step 2 of 3')).toBeVisible()
  await fillStep2(page, a)
  await f.getByRole('button', { name: 'Continue' }).click()
  await expect(f.getByText('Step 3 of 3')).toBeVisible()
  await fillStep3(page, a)
  await expect(f.getByRole('button', { name: 'Submit application' })).toBeEnabled()
}

/** The first owner's e-mail and password the e2e server is started with (playwright.config.ts). */
export const ADMIN_EMAIL = 'admin@example.com'
export const ADMIN_PASSWORD = 'e2e-admin-password-123'

/** Signs in through /admin/login (the first owner, unless told) and waits for the dashboard. */
export async function adminLogin(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** The staff invitation link e-mailed to `email` (an address only this test uses), read from the outbox through the staff API. */
export async function invitationLink(staff: APIRequestContext, email: string): Promise<string> {
  let id: number | undefined
  await expect
    .poll(async () => {
      const res = await staff.get('/api/admin/outbox?kind=email')
      expect(res.ok()).toBe(true)
      const { messages } = (await res.json()) as { messages: { id: number; recipient: string }[] }
      id = messages.find((m) => m.recipient === email)?.id
      return id
    })
    .toBeDefined()
  const res = await staff.get(`/api/admin/outbox/${id}`)
  expect(res.ok()).toBe(true)
  const { rendered } = (await res.json()) as { rendered: { text: string } }
  const link = /https?:\/\/\S+\/admin\/welcome#invite=[\w-]+/.exec(rendered.text)?.[0]
  expect(link, rendered.text).toBeTruthy()
  const url = new URL(link ?? '')
  return url.pathname + url.hash
}

/** A unique word to find the leads of one test among all the others. */
export function uniqueTag(prefix = 'tag'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** The site's configuration as the page carries it (#site-config), read as the caller's shape of it. */
export async function siteConfig<T>(page: Page): Promise<T> {
  return JSON.parse((await page.locator('#site-config').textContent()) ?? '{}') as T
}

/** A phone's screen, in CSS pixels. */
export const PHONE = { width: 390, height: 844 }

/** How far down the page is scrolled, in whole pixels. */
export function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY))
}

/** Where the keyboard is: the focused element's tag, role and name, for messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    const name = el.getAttribute('aria-label') ?? el.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? ''
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`
  })
}

/**
 * Watches a page for what a visitor's console would show as trouble: errors
 * logged, uncaught exceptions, and requests to the site that fail or answer
 * 400 and above. Other hosts (booking embeds, fonts of third parties) are
 * answered empty: they are not ours, and the tests run offline. Returns a
 * function that lists what was seen.
 */
export async function watchForTrouble(page: Page): Promise<() => string[]> {
  const seen: string[] = []
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url()).origin
  await page.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (route) => route.fulfill({ status: 200, body: '' }),
  )
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()} (${m.location().url})`)
  })
  page.on('pageerror', (e) => seen.push(`exception: ${e.message}`))
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).origin === origin) seen.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).origin === origin) seen.push(`${r.status()}: ${r.request().method()} ${r.url()}`)
  })
  return () => [...seen]
}

/**
 * Follows the site's own requests from now on; `quiet()` waits until none is
 * in flight and none has started or ended for a second. Used instead of a
 * second `networkidle`: a booking provider's frame, added after hydration,
 * can keep the page's frames from ever reporting idle again.
 */
export function ownRequests(page: Page) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  let pending = 0
  let last = Date.now()
  const mine = (r: Request) => new URL(r.url()).origin === origin
  page.on('request', (r) => {
    if (!mine(r)) return
    pending++
    last = Date.now()
  })
  const done = (r: Request) => {
    if (!mine(r)) return
    pending = Math.max(0, pending - 1)
    last = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    quiet: () => expect.poll(() => pending === 0 && Date.now() - last > 1000, { timeout: 20_000, intervals: [250] }).toBe(true),
  }
}

/** The toast region (Radix's viewport, "Notifications (F8)"), once the first toast has loaded it. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** A toast's title and description, as shown in the toast region (not the screen reader announcement). */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = toastRegion(page)
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible()
}

/** Chooses the tab whose name starts with `name` (a count may follow it) and waits until it is selected. */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
}

/**
 * Shows the admin section `name` and waits until its panel is shown: from
 * 1024 px through its tab in the sidebar; on phones and tablets through the
 * "Section" control's menu (the tabs are folded away there), after which the
 * keyboard is back on the control.
 */
export async function openAdminTab(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) >= 1024) {
    const tab = page.getByRole('tab', { name, exact: true })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  } else {
    const control = adminSectionControl(page)
    await control.click()
    const menu = page.getByRole('dialog', { name: 'Admin sections' })
    await menu.getByRole('button', { name, exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(control).toHaveAccessibleName(sectionName(name))
    await expect(control).toBeFocused()
  }
  await expect(page.getByRole('tabpanel', { name })).toBeVisible()
}

/** The admin's "Section" control, below 1024 px: it names the current section and opens the menu of all of them. */
export const adminSectionControl = (page: Page) => page.getByRole('button', { name: /^Section\b/ })

/** The Section control's name when it shows this section: "Section · System Outbox". */
export const sectionName = (section: string) => new RegExp(`^Section · \\w+ ?${section}$`)

/** Waits for the page's fonts and its one h1, so a measure or a picture sees the page as it stays. */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  await expect(page.locator('h1')).toHaveCount(1)
}

/** The folder screenshots for review are written to; when SHOTS_DIR is unset none are taken. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? ''

/**
 * Saves `<name>.png` in SHOTS_DIR (a page whole, unless `fullPage: false`;
 * a locator as drawn); does nothing when SHOTS_DIR is unset.
 */
export async function shot(target: Page | Locator, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!SHOTS_DIR) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  const path = join(SHOTS_DIR, `${name}.png`)
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }))
}
