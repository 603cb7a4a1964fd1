import { expect, test, type Browser, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { ADMIN_EMAIL, adminLogin, expectToast, invitationLink, openAdminTab, PHONE, uniqueTag } from './helpers'

// The staff team (src/pages/admin/team, /admin/welcome): an owner invites, the invited person joins with the
// e-mailed link, and what their role allows is all they see and all the server lets them do.

const EDITOR_PASSWORD = 'a-long-editor-password-1'

const memberRow = (page: Page, email: string) => page.locator('[data-member-id]').filter({ hasText: email })

/** A second person's browser, signed out, at the given width. */
async function newPerson(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: width < 600 ? PHONE : { width, height: 800 } })
  return { context, page: await context.newPage() }
}

test.describe('the staff team', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an owner invites an editor, who joins, sees only what an editor may use, and loses access when deactivated', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `${uniqueTag('ed')}@team.example`
    const name = `Eddie ${uniqueTag('T')}`

    // The owner: who is signed in shows beside Logout; People lists the team with them marked.
    await adminLogin(page)
    const header = page.getByRole('banner')
    await expect(header).toContainText(ADMIN_EMAIL)
    await expect(header).toContainText('Owner')
    await openAdminTab(page, 'People')
    const panel = page.getByRole('tabpanel', { name: 'People' })
    await expect(memberRow(page, ADMIN_EMAIL)).toContainText('You')

    // Invite: the address and the role, with what the role may do.
    await panel.getByRole('button', { name: 'Invite Someone' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Invite someone' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Role').selectOption('editor')
    await expect(dialog.getByText(/Moderation, leads/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Send Invitation' }).click()
    await expectToast(page, 'Invitation sent')
    await expect(dialog).toBeHidden()
    const invitation = page.locator(`[data-invitation="${email}"]`)
    await expect(invitation).toContainText('Editor')
    await expect(invitation).toContainText(ADMIN_EMAIL)
    await expectNoAxe(page, 'People at 1280 px')

    // An address already on the team is refused, under the field.
    await panel.getByRole('button', { name: 'Invite Someone' }).first().click()
    await dialog.getByLabel('Email').fill(ADMIN_EMAIL)
    await dialog.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(dialog.getByText('This address already belongs to an active member of the team.')).toBeVisible()
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // The invited person follows the e-mailed link in their own browser.
    const link = await invitationLink(page.request, email)
    const editor = await newPerson(browser, baseURL)
    const ed = editor.page
    await ed.goto(link)
    await expect(ed.getByRole('heading', { level: 1, name: 'You are invited as an editor' })).toBeVisible()
    await expect(ed).toHaveTitle('Join the Team | AI Mission')
    await expect(ed.getByText(email)).toBeVisible()
    // The token leaves the address bar at once.
    await expect.poll(() => new URL(ed.url()).hash).toBe('')
    await expectNoAxe(ed, '/admin/welcome at 1280 px')
    await ed.getByRole('button', { name: 'Join the Team' }).click()
    await expect(ed.getByText('Please enter your name.')).toBeVisible()
    await ed.getByLabel('Your name').fill(name)
    await ed.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD)
    await ed.getByRole('button', { name: 'Join the Team' }).click()
    await expect(ed).toHaveURL(/\/admin$/)
    await expect(ed.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(ed.locator('#main')).toBeFocused()
    await expect(ed.getByRole('banner')).toContainText(name)
    await expect(ed.getByRole('banner')).toContainText('Editor')

    // Out, and back in with the e-mail and password they chose.
    await ed.getByRole('button', { name: 'Logout' }).click()
    await expect(ed).toHaveURL(/\/admin\/login$/)
    await adminLogin(ed, email, EDITOR_PASSWORD)

    // An editor's navigation: no Webhooks, no People; a link to either opens the first section.
    await expect(ed.getByRole('tab', { name: 'Outbox', exact: true })).toBeVisible()
    await expect(ed.getByRole('tab', { name: 'Webhooks', exact: true })).toHaveCount(0)
    await expect(ed.getByRole('tab', { name: 'People', exact: true })).toHaveCount(0)
    await ed.goto('/admin?tab=people')
    await expect(ed.getByRole('tab', { name: 'Leads', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(ed.getByRole('tabpanel', { name: 'Leads' })).toBeVisible()
    // And the server agrees.
    const webhooks = await ed.request.get('/api/admin/webhooks')
    expect(webhooks.status()).toBe(403)
    expect(((await webhooks.json()) as { message: string }).message).toBe(
      'Your role does not allow this. Ask an owner of the site if you need it.',
    )

    // The owner makes them a viewer, then deactivates them.
    await page.reload()
    await expect(panel).toBeVisible()
    const row = memberRow(page, email)
    await expect(row).toContainText(name)
    await expect(row).toContainText('Active')
    await row.getByRole('combobox', { name: `Role of ${name}` }).selectOption('viewer')
    await expectToast(page, 'Role changed', `${name} is now a viewer.`)
    const check = (await (await ed.request.get('/api/admin/check')).json()) as { staff: { role: string }; permissions: string[] }
    expect(check.staff.role).toBe('viewer')
    expect(check.permissions).not.toContain('manage')

    await row.getByRole('button', { name: `Deactivate ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` })
    await expect(confirm).toContainText('every session of theirs ends now')
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expectToast(page, 'Member deactivated')
    await expect(row).toContainText('Deactivated')
    await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible()

    // Their session ended at once: the next request is refused, and their dashboard goes back to sign-in.
    expect((await ed.request.get('/api/admin/leads')).status()).toBe(401)
    await ed.getByRole('tab', { name: 'Testimonials', exact: true }).click()
    await expect(ed).toHaveURL(/\/admin\/login$/)
    await editor.context.close()

    // The audit log has each step: what the editor did under their own name, and what the owner did to them.
    const team = (await (await page.request.get('/api/admin/staff')).json()) as { members: { id: number; email: string }[] }
    const editorId = team.members.find((m) => m.email === email)?.id
    expect(editorId).toBeDefined()
    await page.goto(`/admin?tab=audit&person=${editorId}`)
    const entries = page.getByRole('tabpanel', { name: 'Audit log' }).locator('[data-audit-id]')
    await expect(entries).toHaveCount(3)
    await expect(entries.nth(0)).toContainText('Signed in')
    await expect(entries.nth(0).locator('[data-change="method"]')).toHaveText('Method: password')
    await expect(entries.nth(1).locator('[data-change="method"]')).toHaveText('Method: invitation')
    await expect(entries.nth(2)).toContainText('Invitation accepted')
    await expect(entries.nth(2).locator('[data-change="role"]')).toHaveText('Role: editor')
    await page.goto('/admin?tab=audit&type=staff+member')
    const aboutEditor = entries.filter({ hasText: `Staff member #${editorId}` })
    await expect(aboutEditor.first()).toContainText('Deactivated')
    await expect(aboutEditor.nth(1)).toContainText('Updated')
    await expect(aboutEditor.nth(1).locator('[data-change="role"]')).toContainText(/editor\W+(to )?viewer/i)
  })

  test('People and the invitation page on a phone, and a link that does not work', async ({ page, browser, baseURL }) => {
    await page.setViewportSize(PHONE)
    await adminLogin(page)
    // The header stays compact: who is signed in, as initials, beside Logout.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    const email = `${uniqueTag('viewer')}@team.example`
    const invited = await page.request.post('/api/admin/staff/invitations', { data: { email, role: 'viewer' } })
    expect(invited.status()).toBe(201)
    await openAdminTab(page, 'People')
    await expect(memberRow(page, ADMIN_EMAIL)).toContainText('You')
    await expect(page.locator(`[data-invitation="${email}"]`)).toContainText('Viewer')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoAxe(page, 'People at 390 px')
    await page.getByRole('button', { name: 'Invite Someone' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Invite someone' })).toBeVisible()
    await expectNoAxe(page, 'Invite someone at 390 px')
    await page.keyboard.press('Escape')

    const link = await invitationLink(page.request, email)
    const viewer = await newPerson(browser, baseURL, PHONE.width)
    await viewer.page.goto(link)
    await expect(viewer.page.getByRole('heading', { level: 1, name: 'You are invited as a viewer' })).toBeVisible()
    expect(await viewer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoAxe(viewer.page, '/admin/welcome at 390 px')

    // A link that is not (or no longer) one: said in the page and in its title.
    await viewer.page.goto('/admin/welcome#invite=not-a-real-invitation-token')
    await expect(viewer.page.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible()
    await expect(viewer.page).toHaveTitle('Invitation Not Valid | AI Mission')
    await expect(viewer.page.getByRole('link', { name: 'Go to Admin Login' })).toBeVisible()
    await expectNoAxe(viewer.page, 'an invalid invitation at 390 px')
    await viewer.context.close()
  })
})
