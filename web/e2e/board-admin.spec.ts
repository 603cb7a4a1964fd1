import { expect, request, test, type Page } from './fixtures'
import { createRequest, createTestimonial } from './boardHelpers'
import { ADMIN_EMAIL, ADMIN_PASSWORD, expectToast, uniqueTag } from './helpers'
import { expectNoAxe } from './axe'

// The admin dashboard's Testimonials and Public Requests tabs (src/pages/admin/tabs.ts).

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[type="email"]').fill(ADMIN_EMAIL)
  const password = page.locator('input[type="password"]')
  await password.fill(ADMIN_PASSWORD)
  await password.press('Enter')
  await expect(page).toHaveURL(/\/admin(\?.*)?$/)
}

test.describe('admin: testimonials', () => {
  test('approve, then feature; decline is offered only while pending; the average rating has one decimal', async ({
    page,
    baseURL,
  }) => {
    const visitor = await request.newContext({ baseURL })
    const approveMe = `Avery Admin ${uniqueTag('')}`
    const declineMe = `Dana Decline ${uniqueTag('')}`
    await createTestimonial(visitor, { name: approveMe, rating: 4 })
    await createTestimonial(visitor, { name: declineMe, rating: 3 })
    await visitor.dispose()

    await signIn(page)
    await page.getByRole('tab', { name: 'Testimonials' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByTestId('admin-average-rating')).toHaveText(/^\d\.\d$/)

    const card = panel.getByRole('article', { name: approveMe })
    await expect(card.getByText('Pending', { exact: true })).toBeVisible()
    await expect(card.getByRole('button')).toHaveText(['Approve', 'Decline'])
    await card.getByRole('button', { name: /^Approve/ }).click()
    await expect(card.getByText('Approved', { exact: true })).toBeVisible()
    await expect(card.getByRole('button')).toHaveText(['Feature'])
    await card.getByRole('button', { name: /^Feature/ }).click()
    await expect(card.getByText('Featured', { exact: true }).first()).toBeVisible()
    await expect(card.getByRole('button')).toHaveCount(0)

    const declined = panel.getByRole('article', { name: declineMe })
    await declined.getByRole('button', { name: /^Decline/ }).click()
    await expect(declined.getByText('Declined', { exact: true })).toBeVisible()
    await expect(declined.getByRole('button')).toHaveCount(0)
    await expectNoAxe(page)

    // Public side: the featured one is shown, the declined one never.
    await page.goto('/testimonials')
    await page.getByRole('tab', { name: 'View Testimonials' }).click()
    await expect(page.getByRole('article', { name: approveMe })).toBeVisible()
    await expect(page.getByText(declineMe)).toHaveCount(0)
  })
})

test.describe('admin: public requests', () => {
  test('moves a request from Submitted to To Do, In Progress and Done with the spec toasts', async ({ page, baseURL }) => {
    const visitor = await request.newContext({ baseURL })
    const title = `Admin moves ${uniqueTag('')}`
    await createRequest(visitor, { title })
    await visitor.dispose()

    await signIn(page)
    await page.getByRole('tab', { name: 'Public Requests' }).click()
    const row = page.getByRole('row').filter({ hasText: title })

    await row.getByRole('button', { name: /^Move to To Do/ }).click()
    await expectToast(page, 'Status Updated', 'Request moved to To Do')
    await row.getByRole('button', { name: /^Start/ }).click()
    await expectToast(page, 'Status Updated', 'Request moved to In Progress')
    await row.getByRole('button', { name: /^Mark Done/ }).click()
    await expectToast(page, 'Status Updated', 'Request moved to Done')
    await expect(row.getByRole('button')).toHaveCount(0)
    await expectNoAxe(page)

    await page.goto('/board')
    await expect(page.locator('[data-column="done"]').getByText(title)).toBeVisible()
  })

  test('a refused move says Update Failed', async ({ page, baseURL }) => {
    const visitor = await request.newContext({ baseURL })
    const title = `Refused move ${uniqueTag('')}`
    await createRequest(visitor, { title })
    await visitor.dispose()
    await page.route('**/api/admin/public-requests/*/status', (route) =>
      route.fulfill({ status: 409, json: { message: 'A request cannot move to "todo" from where it is now.' } }),
    )
    await signIn(page)
    await page.getByRole('tab', { name: 'Public Requests' }).click()
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: /^Move to To Do/ }).click()
    await expectToast(page, 'Update Failed', 'Failed to update request status')
  })
})
