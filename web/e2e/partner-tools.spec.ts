import { expect, test, type Browser, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, shot, SHOTS_DIR, uniqueTag } from './helpers'
import { acceptInvitation } from './partnerHelpers'
import { createPartnerViaApi, type CreatedPartner } from './staffPartnerHelpers'

/** With SHOTS_DIR set, each screen is saved at 1280 and 390 px for a look. */
async function shots(page: Page, name: string) {
  if (!SHOTS_DIR) return
  const size = page.viewportSize() ?? { width: 1280, height: 800 }
  await page.setViewportSize({ width: 1280, height: 800 })
  await shot(page, `${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(300)
  await shot(page, `${name}-390`)
  await page.setViewportSize(size)
}

/** A partner signed in through the welcome page, in a browser context of their own. */
async function partnerPage(browser: Browser, created: CreatedPartner): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await acceptInvitation(page, {
    invitationUrl: created.invitationUrl,
    contactName: 'Sam Rivera',
    email: created.partner.email,
    company: created.partner.company,
  })
  return page
}

/** YYYY-MM of the UTC month `back` months before now, and a day in it. */
function monthBack(back: number) {
  const now = new Date()
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
  const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  return { month, day: `${month}-01` }
}

const ideaCard = (page: Page, title: string) => page.locator('article[data-idea-id]').filter({ has: page.getByRole('heading', { name: title }) })

test.describe('partner tools', () => {
  // Three browser sessions and several axe passes on a shared machine.
  test.describe.configure({ timeout: 180_000 })

  test('an idea is proposed, voted for, planned by staff, and the proposer sees it planned', async ({ page: staff, browser }) => {
    await adminLogin(staff)
    const tag = uniqueTag('i')
    const alice = await partnerPage(browser, await createPartnerViaApi(staff, `Alpha Agency ${tag}`))
    const bob = await partnerPage(browser, await createPartnerViaApi(staff, `Bravo Builds ${tag}`))
    const title = `Missed-call text-back ${tag}`

    // The portal's tool card opens the hub; its header and Back to portal are there.
    await alice.getByRole('link', { name: /Community Hub/ }).click()
    await expect(alice).toHaveURL(/\/partners\/community$/)
    await expect(alice.getByRole('heading', { level: 1, name: 'Community Hub' })).toBeVisible()
    await expect(alice.getByRole('link', { name: 'Back to portal' })).toHaveAttribute('href', '/partners/portal')
    await expect(alice.getByRole('heading', { name: 'How priority works' })).toBeVisible()
    await expect(alice.getByText(/Priority = 10 points per vote/)).toBeVisible()
    await expectNoAxe(alice)

    await alice.getByRole('button', { name: 'Propose an idea' }).click()
    const dialog = alice.getByRole('dialog', { name: 'Propose an idea' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Propose idea' }).click()
    await expect(dialog.getByText('Please choose a category.')).toBeVisible()
    await expect(dialog.getByLabel('Idea', { exact: true })).toBeFocused()
    await expectNoAxe(alice)
    await shots(alice, 'propose-dialog')
    await dialog.getByLabel('Idea', { exact: true }).fill(title)
    await dialog.getByLabel('Description').fill('Text every caller a booking link when the phone goes unanswered, so no lead is lost after hours.')
    await dialog.getByLabel('Category').selectOption({ label: 'Automations' })
    await dialog.getByLabel('Development time').selectOption('1-2 weeks')
    await dialog.getByLabel('Target market').fill('Home services')
    await dialog.getByRole('button', { name: 'Propose idea' }).click()
    await expect(dialog).toBeHidden()
    await expect(alice.getByText('Idea proposed', { exact: true })).toBeVisible()

    const mine = ideaCard(alice, title)
    await expect(mine).toContainText('Your idea')
    await expect(mine).toContainText('Proposed')
    await expect(mine).toContainText('Home services')
    await expect(mine).toContainText('1-2 weeks')
    await expect(mine).toContainText(`Alpha Agency ${tag}`)
    await expect(mine).toContainText('Your idea: its votes come from other partners.')
    await expect(mine.getByRole('button', { name: /^Vote/ })).toHaveCount(0)

    // A second partner votes, takes the vote back, and votes again.
    await bob.goto('/partners/community')
    const theirs = ideaCard(bob, title)
    await expect(theirs).toContainText('0 votes')
    await expect(theirs).not.toContainText('Your idea')
    await theirs.getByRole('button', { name: `Vote for ${title}, 0 votes` }).click()
    await expect(theirs.getByRole('button', { name: `Voted for ${title}, 1 vote` })).toHaveAttribute('aria-pressed', 'true')
    await theirs.getByRole('button', { name: /^Voted for/ }).click()
    await expect(theirs.getByRole('button', { name: `Vote for ${title}, 0 votes` })).toHaveAttribute('aria-pressed', 'false')

    // A vote cast elsewhere meanwhile: the stale button gets the server's 409 as a toast, then the page catches up.
    const id = await theirs.getAttribute('data-idea-id')
    expect((await bob.request.post(`/api/partner/ideas/${id}/vote`)).status()).toBe(201)
    await theirs.getByRole('button', { name: /^Vote for/ }).click()
    await expect(bob.getByText('You have already voted for this idea.').first()).toBeVisible()
    await expect(theirs.getByRole('button', { name: `Voted for ${title}, 1 vote` })).toBeVisible()
    await expectNoAxe(bob)
    await shots(bob, 'community')

    // Staff move it to Planned in the Ideas tab, only along the offered moves.
    await staff.goto('/admin?tab=ideas')
    await expect(staff.getByRole('heading', { level: 2, name: 'Ideas' })).toBeVisible()
    const row = staff.locator('[data-idea-id]').filter({ hasText: title })
    await expect(row).toContainText('Proposed')
    const moves = row.getByRole('group', { name: `Change the status of ${title}` }).getByRole('button')
    await expect(moves).toHaveText(['Move to Under Review', 'Decline'])
    await expectNoAxe(staff)
    await row.getByRole('button', { name: 'Move to Under Review' }).click()
    await expect(row).toContainText('Under Review')
    await expect(moves).toHaveText(['Move to Planned', 'Back to Proposed', 'Decline'])
    await row.getByRole('button', { name: 'Move to Planned' }).click()
    await expect(staff.getByText(`${title} is now Planned.`).first()).toBeVisible()
    await expect(moves).toHaveText(['Move to In Development', 'Back to Under Review', 'Decline'])
    await shots(staff, 'admin-ideas')

    // The proposer's page reads the list again when it regains focus.
    await alice.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expect(mine).toContainText('Planned')
    await expect(mine).toContainText('1 vote')
    await alice.getByLabel('Status').selectOption({ label: 'Planned' })
    await expect(alice).toHaveURL(/status=planned/)
    await expect(ideaCard(alice, title)).toBeVisible()
    await alice.getByLabel('Status').selectOption({ label: 'Launched' })
    await expect(alice.getByText('No ideas match these filters')).toBeVisible()
  })

  test('staff record payments and a subscription; the revenue chart, its table and MRR agree', async ({ page: staff, browser }) => {
    await adminLogin(staff)
    const tag = uniqueTag('r')
    const company = `Revenue Co ${tag}`
    const created = await createPartnerViaApi(staff, company)
    const partner = await partnerPage(browser, created)
    const client = await partner.request.post('/api/clients', { data: { name: 'Dana Diner', email: `dana-${tag}@diner.example` } })
    expect(client.status()).toBe(201)

    // Before anything is recorded: the empty states.
    await partner.getByRole('link', { name: /Revenue Dashboard/ }).click()
    await expect(partner).toHaveURL(/\/partners\/revenue$/)
    await expect(partner.getByRole('heading', { level: 1, name: 'Revenue Dashboard' })).toBeVisible()
    await expect(partner.getByText('You keep 80% of every payment; the platform keeps the rest.').first()).toBeVisible()
    await expect(partner.getByText('No payments in this range')).toBeVisible()
    await expect(partner.getByText('No subscriptions yet')).toBeVisible()

    const last = monthBack(1)
    const current = monthBack(0)
    const pay = async (amount: string, day: string, status: string) => {
      const res = await staff.request.post(`/api/admin/partners/${created.partner.id}/payments`, { data: { amount, receivedAt: day, status } })
      expect(res.status(), await res.text()).toBe(201)
    }
    await pay('1000.01', last.day, 'paid')
    await pay('500', last.day, 'pending')
    await pay('250.50', current.day, 'paid')

    // The subscription through the partner's detail sheet.
    await staff.goto('/admin?tab=partners')
    await staff.getByRole('searchbox', { name: 'Search partners' }).fill(company)
    await staff.locator('tr[data-partner-id]').filter({ hasText: company }).getByRole('button', { name: company }).click()
    const sheet = staff.getByRole('dialog', { name: company })
    await expect(sheet.getByRole('heading', { name: 'Subscriptions (0)' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Record subscription' }).click()
    const form = staff.getByRole('dialog', { name: 'Record subscription' })
    await form.getByLabel('Client').selectOption({ label: 'Dana Diner' })
    await form.getByLabel('Product').fill('Voice agent')
    await form.getByLabel('Plan').fill('Pro')
    await form.getByLabel('Monthly value (USD)').fill('abc')
    await form.getByRole('button', { name: 'Record subscription' }).click()
    await expect(form.getByText('Enter an amount like 1050, 1,050 or 1050.25.')).toBeVisible()
    await expectNoAxe(staff)
    await form.getByLabel('Monthly value (USD)').fill('297.50')
    await form.getByRole('button', { name: 'Record subscription' }).click()
    await expect(form).toBeHidden()
    await expect(sheet.getByRole('heading', { name: 'Subscriptions (1)' })).toBeVisible()
    await expect(sheet.locator('[data-subscription-id]')).toContainText('Dana Diner')
    await expect(sheet.locator('[data-subscription-id]')).toContainText('partner $238.00')
    await shots(staff, 'admin-subscriptions')

    // A second one, cancelled with a reason: it leaves the MRR.
    await sheet.getByRole('button', { name: 'Record subscription' }).click()
    await form.getByLabel('Product').fill('Review bot')
    await form.getByLabel('Monthly value (USD)').fill('49')
    await form.getByRole('button', { name: 'Record subscription' }).click()
    await expect(sheet.getByRole('heading', { name: 'Subscriptions (2)' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Cancel Review bot' }).click()
    const cancel = staff.getByRole('dialog', { name: 'Cancel Review bot?' })
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(cancel.getByText('Please say why the subscription ends.')).toBeVisible()
    await expectNoAxe(staff)
    await cancel.getByLabel('Reason').fill('Closed the shop')
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(cancel).toBeHidden()
    await expect(sheet.locator('[data-subscription-id]').filter({ hasText: 'Review bot' })).toContainText('Closed the shop')

    // The partner's dashboard: cards, chart, the same figures in the table, MRR.
    await partner.reload()
    await expect(partner.getByRole('img', { name: 'Monthly revenue' })).toBeVisible()
    await expect(partner.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await expect(partner.getByText('Total gross', { exact: true }).locator('..').locator('..')).toContainText('$1,750.51')
    await expect(partner.getByText('Pending payouts', { exact: true }).locator('..').locator('..')).toContainText('$400.00')
    await expect(partner.getByText('Pending payouts', { exact: true }).locator('..').locator('..')).toContainText('1 payout on the way')
    await expect(partner.getByText('Paid payouts', { exact: true }).locator('..').locator('..')).toContainText('$1,000.41')
    await expectNoAxe(partner)
    await shots(partner, 'revenue-chart')

    await partner.getByRole('button', { name: 'Table' }).click()
    const table = partner.getByRole('region', { name: 'Monthly revenue table' })
    await expect(table.locator(`tr[data-month="${last.month}"] td`)).toHaveText(['2', '$1,500.01', '$1,200.01', '$300.00'])
    await expect(table.locator(`tr[data-month="${current.month}"] td`)).toHaveText(['1', '$250.50', '$200.40', '$50.10'])
    await expect(table.locator('tfoot td')).toHaveText(['3', '$1,750.51', '$1,400.41', '$350.10'])
    await expect(table.locator('tbody tr')).toHaveCount(12)
    await expectNoAxe(partner)

    const mrr = partner.getByRole('region', { name: 'Monthly recurring revenue' })
    await expect(mrr).toContainText('$297.50')
    await expect(mrr.locator('tr[data-product="Voice agent"]')).toContainText('1 sub')
    const subs = partner.locator('[data-subscription-id]')
    await expect(subs).toHaveCount(2)
    await expect(subs.filter({ hasText: 'Voice agent' })).toContainText('Dana Diner')
    await expect(subs.filter({ hasText: 'Voice agent' })).toContainText('Pro')
    await expect(subs.filter({ hasText: 'Voice agent' })).toContainText('$297.50')
    await expect(subs.filter({ hasText: 'Voice agent' })).toContainText('Active')
    await expect(subs.filter({ hasText: 'Review bot' })).toContainText('Cancelled')
    await shots(partner, 'revenue-table')

    // The CSV of the range shown.
    const href = await partner.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
    expect(href).toMatch(/^\/api\/partner\/revenue\/dashboard\.csv\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/)
    const csv = await (await partner.request.get(href!)).text()
    expect(csv).toContain(`${last.month},2,1500.01,1200.01,300.00`)
    expect(csv).toContain('Total,3,1750.51,1400.41,350.10')

    // Presets change the range in the address; a reversed custom range is refused before asking.
    await partner.getByRole('button', { name: 'Last 5 years' }).click()
    await expect(partner).toHaveURL(/from=\d{4}-\d{2}&to=\d{4}-\d{2}/)
    await expect(partner.getByRole('button', { name: 'Last 5 years' })).toHaveAttribute('aria-pressed', 'true')
    await expect(table.locator('tbody tr')).toHaveCount(60)
    await partner.getByLabel('From', { exact: true }).fill('2025-05')
    await partner.getByLabel('To', { exact: true }).fill('2025-04')
    await partner.getByRole('button', { name: 'Show range' }).click()
    await expect(partner.getByText('The first month must come before the last.')).toBeVisible()
  })
})
