import { expect, type Page } from '@playwright/test'

/** The quiz answers as a visitor picks them (labels), and the values the API must receive. */
export const quizAnswers = {
  name: 'Jordan Lee',
  email: 'jordan.quiz@example.com',
  industry: 'Healthcare',
  teamSize: '6-10 people',
  challenge: 'We miss calls after hours and spend hours every week on appointment reminders and data entry.',
  revenue: '$500k-$1M',
  comfort: 'Intermediate',
  tools: 'Google Workspace, QuickBooks',
}

export const DIFFICULTY_LABELS = ['Quick Win', 'Medium Effort', 'Strategic']

export const quizCard = (page: Page) => page.locator('[data-quiz-card]')
export const next = (page: Page) => quizCard(page).getByRole('button', { name: 'Next' })

export async function expectStep(page: Page, n: number) {
  await expect(quizCard(page).getByText(`Step ${n} of 7`, { exact: true })).toBeVisible()
}

/** Answers every step with Next and stops on step 7 with 'Get My AI Report' showing. */
export async function answerQuiz(page: Page, a = quizAnswers) {
  const card = quizCard(page)
  await card.getByLabel('Full name').fill(a.name)
  await next(page).click()
  await card.getByRole('textbox', { name: 'Email' }).fill(a.email)
  await next(page).click()
  await card.getByRole('radio', { name: a.industry }).click()
  await next(page).click()
  await card.getByRole('radio', { name: a.teamSize }).click()
  await next(page).click()
  await card.getByLabel('Your biggest challenge').fill(a.challenge)
  await next(page).click()
  await card.getByRole('radio', { name: a.revenue }).click()
  await next(page).click()
  await card.getByRole('radio', { name: new RegExp(`^${a.comfort}`) }).click()
  await card.getByLabel(/Tools you use today/).fill(a.tools)
  await expect(card.getByRole('button', { name: 'Get My AI Report' })).toBeVisible()
}

/** Takes the whole quiz and waits for the results page. */
export async function takeQuiz(page: Page) {
  await page.goto('/ai-finder')
  await answerQuiz(page)
  await quizCard(page).getByRole('button', { name: 'Get My AI Report' }).click()
  await page.waitForURL('**/ai-finder/results')
  await expect(page.getByRole('heading', { level: 1, name: 'Your AI Opportunity Report' })).toBeVisible()
}

