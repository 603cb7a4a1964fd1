import { expect, type Page } from '@playwright/test'

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

/** The admin password the e2e server is started with (playwright.config.ts). */
export const ADMIN_PASSWORD = 'e2e-admin-password-123'

/** Signs in through /admin/login and waits for the dashboard. */
export async function adminLogin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** A unique word to find the leads of one test among all the others. */
export function uniqueTag(prefix = 'tag'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** The site's configuration as the page carries it (#site-config), read as the caller's shape of it. */
export async function siteConfig<T>(page: Page): Promise<T> {
  return JSON.parse((await page.locator('#site-config').textContent()) ?? '{}') as T
}
