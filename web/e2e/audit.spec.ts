import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, invitationLink, openAdminTab, PHONE, uniqueTag } from './helpers'

// The audit log (src/pages/admin/audit) and the lead's assignee and history (src/pages/admin/leads): what an
// owner changes shows in the log, its CSV and the lead's own history; a viewer sees neither the log nor a control.

async function createLead(request: APIRequestContext, name: string, email: string): Promise<number> {
  const res = await request.post('/api/leads', { data: { name, email, source: 'landing_page' } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** Who is signed in: their id, and how the staff area names them (name, else e-mail). */
async function signedIn(request: APIRequestContext): Promise<{ id: number; shown: string }> {
  const res = await request.get('/api/admin/check')
  const { staff } = (await res.json()) as { staff: { id: number; name: string; email: string } }
  return { id: staff.id, shown: staff.name.trim() || staff.email }
}

/** Today, and the day after, as the log's filters take them (UTC). */
function utcDay(offset = 0): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

const leadSheet = (page: Page, name: string) => page.getByRole('dialog', { name })

async function openLead(page: Page, tag: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag)
  const row = page.locator('[data-lead-id]').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await row.getByRole('button').first().click()
  await expect(leadSheet(page, name)).toBeVisible()
}

test.describe('audit log and lead assignment', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an owner changes a lead and gives it to themself: the history, My leads, the audit log and its CSV show it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 900 })
    const tag = uniqueTag('aud')
    const name = `Audrey ${tag}`
    await adminLogin(page)
    const leadId = await createLead(page.request, name, `${tag}@lead.example`)
    const { id: me, shown } = await signedIn(page.request)

    // The lead's detail: status, then the assignee; the history names both, newest first.
    await openLead(page, tag, name)
    const sheet = leadSheet(page, name)
    await sheet.getByRole('combobox', { name: 'Pipeline status' }).selectOption({ label: 'Contacted' })
    // The toasts sit outside the sheet, which hides the page behind it from the accessibility tree.
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible()
    const assignee = sheet.getByRole('combobox', { name: 'Assigned to' })
    await expect(assignee).toHaveValue('0')
    await assignee.selectOption(String(me))
    await expect(page.getByText('Lead assigned', { exact: true })).toBeVisible()
    await expect(assignee).toHaveValue(String(me))
    const history = sheet.locator('[data-history-id]')
    await expect(history).toHaveCount(2)
    await expect(history.nth(0)).toContainText('changed the assignee')
    await expect(history.nth(0).locator('[data-change="assigned_to"]')).toContainText(new RegExp(`Nobody\\W+(to )?${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    await expect(history.nth(1)).toContainText('changed the status')
    await expect(history.nth(1).locator('[data-change="status"]')).toContainText(/New\W+(to )?Contacted/)
    await expectNoAxe(page, 'lead detail with its history at 1280 px')
    await sheet.getByRole('button', { name: 'Close lead details' }).click()
    await expect(sheet).toBeHidden()

    // The row shows who has it; My leads keeps it.
    const row = page.locator(`[data-lead-id="${leadId}"]`)
    await expect(row).toContainText(shown)
    const myLeads = page.getByRole('button', { name: 'My leads' })
    await myLeads.click()
    await expect(myLeads).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/assignee=me/)
    await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue('me')
    await expect(row).toBeVisible()
    await page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Nobody' })
    await expect(page.getByText('No leads match these filters')).toBeVisible()

    // The audit log, by person and type: both changes of this lead.
    await openAdminTab(page, 'Audit log')
    const panel = page.getByRole('tabpanel', { name: 'Audit log' })
    await panel.getByRole('combobox', { name: 'Person' }).selectOption(String(me))
    await panel.getByRole('combobox', { name: 'Object type' }).selectOption('lead')
    await expect(page).toHaveURL(new RegExp(`person=${me}&type=lead`))
    const entries = panel.locator('[data-audit-id]').filter({ hasText: `Lead #${leadId}` })
    await expect(entries).toHaveCount(2)
    await expect(entries.nth(0)).toContainText('Assignee changed')
    await expect(entries.nth(1)).toContainText('Status changed')
    await expect(entries.nth(1).locator('[data-change="status"]')).toContainText(/new\W+(to )?contacted/i)
    await panel.getByLabel('From').fill(utcDay())
    await expect(entries).toHaveCount(2)
    await expectNoAxe(page, 'audit log at 1280 px')

    // The CSV holds the same entries.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync(await download.path(), 'utf8')
    expect(csv.split('\n')[0]).toBe('time,person,network,action,object type,object id,changes')
    expect(csv).toContain(`,status,lead,${leadId},`)
    expect(csv).toContain(`,assignee,lead,${leadId},`)

    // A day with nothing in it says so.
    await panel.getByLabel('From').fill(utcDay(1))
    await expect(panel.getByText('No entries match these filters')).toBeVisible()
    await panel.getByLabel('From').fill(utcDay())
    await expect(entries).toHaveCount(2)

    // A phone: cards, not a table; the lead opens from its entry.
    await page.setViewportSize(PHONE)
    await expect(panel.getByRole('table')).toHaveCount(0)
    await expect(entries).toHaveCount(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoAxe(page, 'audit log at 390 px')
    await entries.nth(0).getByRole('button', { name: `Lead #${leadId}` }).click()
    await expect(sheet).toBeVisible()
    await expect(sheet.locator('[data-history-id]')).toHaveCount(2)
    await expectNoAxe(page, 'lead detail at 390 px')
  })

  test('a viewer sees no audit log and reads a lead without status or assignee controls', async ({ page, browser, baseURL }) => {
    const tag = uniqueTag('view')
    const name = `Vera ${tag}`
    await adminLogin(page)
    const leadId = await createLead(page.request, name, `${tag}@lead.example`)
    const status = await page.request.patch(`/api/admin/leads/${leadId}/status`, { data: { status: 'qualified' } })
    expect(status.status()).toBe(200)

    // A viewer joins through an invitation.
    const email = `${tag}@team.example`
    const invited = await page.request.post('/api/admin/staff/invitations', { data: { email, role: 'viewer' } })
    expect(invited.status()).toBe(201)
    const token = (await invitationLink(page.request, email)).replace(/^.*#invite=/, '')
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
    const joined = await context.request.post('/api/admin/invitation/accept', { data: { token, name: `Viewer ${tag}`, password: 'a-long-viewer-password-1' } })
    expect(joined.status(), await joined.text()).toBe(200)
    const viewer = await context.newPage()
    await viewer.goto('/admin')
    await expect(viewer.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    // No Audit log in the navigation; a link to it opens the first section; the server refuses it too.
    await expect(viewer.getByRole('tab', { name: 'Outbox', exact: true })).toBeVisible()
    await expect(viewer.getByRole('tab', { name: 'Audit log', exact: true })).toHaveCount(0)
    await viewer.goto('/admin?tab=audit')
    await expect(viewer.getByRole('tab', { name: 'Leads', exact: true })).toHaveAttribute('aria-selected', 'true')
    expect((await viewer.request.get('/api/admin/audit')).status()).toBe(403)

    // The lead: status and assignee as text, the history as anyone reads it; no control to change them.
    await openLead(viewer, tag, name)
    const sheet = leadSheet(viewer, name)
    await expect(sheet.getByText('Your role can read leads but not change them.', { exact: false })).toBeVisible()
    await expect(sheet.getByRole('combobox')).toHaveCount(0)
    await expect(sheet.locator('[data-history-id]')).toHaveCount(1)
    await expect(sheet.locator('[data-history-id]')).toContainText('changed the status')
    await expectNoAxe(viewer, 'lead detail for a viewer at 1280 px')
    expect((await viewer.request.patch(`/api/admin/leads/${leadId}/assignee`, { data: { assigneeId: 0 } })).status()).toBe(403)
    await sheet.getByRole('button', { name: 'Close lead details' }).click()

    // Elsewhere too the viewer reads without the controls that write: no New Event, no mission figure to set.
    await openAdminTab(viewer, 'Events')
    await expect(viewer.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'New Event' })).toHaveCount(0)
    await openAdminTab(viewer, 'Mission')
    await expect(viewer.getByTestId('shown-figure')).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Save Figure' })).toHaveCount(0)
    await context.close()
  })
})
