import { expect, test } from './fixtures'
import { expectNoAxe } from './axe'
import { openTab } from './helpers'
import { acceptInvitation, invitePartner, PARTNER_PASSWORD } from './partnerHelpers'

test.describe('partner sign-in', () => {
  test('the portal without a session goes to /partners/login', async ({ page }) => {
    await page.goto('/partners/portal')
    await expect(page).toHaveURL(/\/partners\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Login' })).toBeVisible()
  })

  test('login shows the server message, then signs in; /partner-login is the same screen', async ({ page, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/partners\/login$/)
    await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible()

    await page.goto('/partner-login')
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Login' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    // No demo partner on this server: no demo button.
    await expect(page.getByRole('button', { name: 'Fill Demo Credentials' })).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/partners\/login$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await page.getByLabel('Email').fill(partner.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')

    await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/partners\/portal$/)
    // The browser keeps no secret: only non-secret markers, and the session cookie is HttpOnly.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(storage).not.toContain(PARTNER_PASSWORD)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mission_partner')
    expect(cookie?.httpOnly).toBe(true)
    expect(storage).not.toContain(cookie?.value ?? 'no cookie')
  })

  test('the welcome page refuses a link without an invitation', async ({ page }) => {
    await page.goto('/partners/welcome')
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible()
    await expect(page).toHaveTitle('Invitation Not Valid | AI Mission')
    await page.goto('/partners/welcome#invite=not-a-real-token')
    await expect(page.getByText('This invitation has already been used or does not exist.')).toBeVisible()
    await expect(page).toHaveTitle('Invitation Not Valid | AI Mission')
  })

  test('login and welcome pass axe', async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/partners/login')
    await expect(page.locator('h1')).toHaveCount(1)
    await expectNoAxe(page)
    const partner = await invitePartner(baseURL ?? '')
    await page.goto(partner.invitationUrl)
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible()
    await expectNoAxe(page)
  })
})

test.describe('partner portal journey', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('invitation to portal: client, project with milestone and deliverable, portal link, access, message, logout', async ({ page, baseURL, browser }) => {
    test.setTimeout(180_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)

    // Dashboard: the new partner's figures, dashes where there is no data yet.
    await expect(page.getByText('Active Projects')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Partner tools' }).getByRole('link')).toHaveCount(5)
    await expect(page.getByRole('link', { name: /Revenue Dashboard/ })).toHaveAttribute('href', '/partners/revenue')
    await expectNoAxe(page)

    // Clients: empty state, then the New Client dialog.
    await openTab(page, 'Clients')
    await expect(page.getByRole('heading', { name: 'No Clients Yet' })).toBeVisible()
    await expectNoAxe(page)
    await page.getByRole('button', { name: 'Add Your First Client' }).click()
    const clientDialog = page.getByRole('dialog', { name: 'New Client' })
    const createClient = clientDialog.getByRole('button', { name: 'Create Client' })
    await expect(createClient).toBeDisabled()
    await clientDialog.getByLabel('Name').fill('Acme Dental')
    await expect(createClient).toBeDisabled()
    await clientDialog.getByLabel('Email').fill('office@acme-dental.example.com')
    await clientDialog.getByLabel(/Company/).fill('Acme Dental Group')
    await expect(createClient).toBeEnabled()
    await expectNoAxe(page)
    await createClient.click()
    await expect(page.getByText('Client Created', { exact: true })).toBeVisible()
    const clientCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Acme Dental' }) })
    await expect(clientCard).toContainText('AD')
    await expect(clientCard).toContainText('active')

    // Projects: the New Project dialog's rules; a budget that is not an amount is refused, an empty one is $0.
    await openTab(page, 'Projects')
    await page.getByRole('button', { name: 'New Project' }).click()
    const projectDialog = page.getByRole('dialog', { name: 'New Project' })
    const createProject = projectDialog.getByRole('button', { name: 'Create Project' })
    await expect(createProject).toBeDisabled()
    await projectDialog.getByLabel('Project title').fill('Booking Assistant')
    await expect(createProject).toBeDisabled()
    await projectDialog.getByLabel('Client name').fill('Acme Dental')
    await projectDialog.getByLabel(/Budget/).fill('lots')
    await expect(projectDialog.getByLabel('Status').locator('option')).toHaveText(['Planning', 'In Progress', 'Review', 'Completed'])
    await projectDialog.getByLabel('Status').selectOption('in-progress')
    await expectNoAxe(page)
    await createProject.click()
    await expect(projectDialog.getByText('Enter an amount like 1050, 1,050 or 1050.25.')).toBeVisible()
    await projectDialog.getByLabel(/Budget/).fill('')
    await createProject.click()
    await expect(page.getByText('Project Created', { exact: true })).toBeVisible()
    const projectCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Booking Assistant' }) })
    await expect(projectCard).toContainText('In Progress')
    await expect(projectCard).toContainText('$0')
    await expect(projectCard).toContainText('0%')

    // The filter asks the server.
    await page.getByLabel('Filter').selectOption('completed')
    await expect(page.getByRole('heading', { name: 'No projects with this status' })).toBeVisible()
    await page.getByLabel('Filter').selectOption('all')
    await expect(projectCard).toBeVisible()

    // View Details: a milestone moves the progress; a deliverable visible to the client.
    await projectCard.getByRole('button', { name: 'View Details' }).click()
    const sheet = page.getByRole('dialog', { name: 'Booking Assistant' })
    await expect(sheet.getByText('No milestones yet.', { exact: false })).toBeVisible()
    await sheet.getByRole('button', { name: 'Add Milestone' }).click()
    const milestoneForm = sheet.getByRole('form', { name: 'New milestone' })
    await milestoneForm.getByLabel('Milestone title').fill('Design the call flow')
    await milestoneForm.getByLabel('Percent complete').fill('50')
    await expectNoAxe(page)
    await milestoneForm.getByRole('button', { name: 'Add Milestone' }).click()
    await expect(sheet.getByText('Design the call flow')).toBeVisible()
    await expect(sheet.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '50')

    await sheet.getByRole('button', { name: 'Edit milestone Design the call flow' }).click()
    await sheet.getByRole('form', { name: 'Edit milestone' }).getByLabel('Status').selectOption('completed')
    await sheet.getByRole('button', { name: 'Save Milestone' }).click()
    await expect(sheet.getByRole('progressbar', { name: 'Project progress' })).toHaveAttribute('aria-valuenow', '100')

    await sheet.getByRole('button', { name: 'Add Deliverable' }).click()
    const deliverableForm = sheet.getByRole('form', { name: 'New deliverable' })
    await deliverableForm.getByLabel('Deliverable title').fill('Call flow mockups')
    await deliverableForm.getByLabel('Type').selectOption('design')
    await expect(deliverableForm.getByText('An https:// address only.')).toBeVisible()
    await deliverableForm.getByLabel(/Link/).fill('http://insecure.example.com')
    await deliverableForm.getByRole('button', { name: 'Add Deliverable' }).click()
    await expect(deliverableForm.getByText('Enter a link that starts with https://')).toBeVisible()
    await deliverableForm.getByLabel(/Link/).fill('https://files.example.com/mockups')
    await deliverableForm.getByLabel('Visible to client').check()
    await deliverableForm.getByRole('button', { name: 'Add Deliverable' }).click()
    await expect(sheet.getByText('Call flow mockups')).toBeVisible()
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Call flow mockups' })).toContainText('Visible to client')
    // A deliverable kept from the client.
    await sheet.getByRole('button', { name: 'Add Deliverable' }).click()
    await sheet.getByRole('form', { name: 'New deliverable' }).getByLabel('Deliverable title').fill('Internal pricing notes')
    await sheet.getByRole('form', { name: 'New deliverable' }).getByRole('button', { name: 'Add Deliverable' }).click()
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Internal pricing notes' })).toContainText('Hidden from client')
    await expectNoAxe(page)
    await sheet.getByRole('button', { name: 'Close' }).click()
    await expect(sheet).toBeHidden()
    await expect(projectCard).toContainText('100%')

    // Two more clients: one with a project of its own, one with none yet.
    const birch = (await (await page.request.post('/api/clients', { data: { name: 'Birch Clinic', email: 'desk@birch.example.com' } })).json()) as { id: number }
    expect((await page.request.post('/api/partner-projects', { data: { title: 'Birch chatbot', clientId: birch.id } })).status()).toBe(201)
    expect((await page.request.post('/api/clients', { data: { name: 'Cedar Spa', email: 'hello@cedar.example.com' } })).status()).toBe(201)

    // Clients: generate a link (copied) that says what it shares, see it listed, copy it again.
    await openTab(page, 'Clients')
    await clientCard.getByRole('button', { name: 'Generate Portal Link' }).click()
    await expect(page.getByText('Portal Link Generated', { exact: true })).toBeVisible()
    await expect(page.getByText('Shares 1 project: Booking Assistant. The link is copied to your clipboard.', { exact: true })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(new RegExp(`^${baseURL}/c/[A-Za-z0-9_-]{40,}$`))
    await expect(clientCard).toContainText(copied)
    await expect(clientCard).toContainText('Active')
    await expect(clientCard).toContainText('Never expires')
    await expect(clientCard).toContainText('1 project')
    await clientCard.getByRole('button', { name: 'Copy Link' }).click()
    await expect(page.getByText('Portal link copied to clipboard.', { exact: true })).toBeVisible()

    // Manage Access offers this client's projects only: another client's work is not one tick away.
    await clientCard.getByRole('button', { name: 'Manage Access' }).click()
    const access = page.getByRole('dialog', { name: 'Manage Access' })
    await expect(access.getByRole('checkbox', { name: /Booking Assistant/ })).toBeChecked()
    await expect(access.getByRole('checkbox', { name: /^(?!Link active)/ })).toHaveCount(1)
    await expect(access.getByText('Birch chatbot')).toHaveCount(0)
    // An expiry, then off and on again.
    await access.getByLabel('Expires on').fill('2099-12-31')
    await access.getByLabel('Link active').uncheck()
    await expectNoAxe(page)
    await access.getByRole('button', { name: 'Save Access' }).click()
    await expect(page.getByText('Access Updated', { exact: true })).toBeVisible()
    await expect(clientCard).toContainText('Expires Dec 31, 2099')
    await expect(clientCard).toContainText('Inactive')
    await clientCard.getByRole('button', { name: 'Manage Access' }).click()
    await access.getByLabel('Link active').check()
    await access.getByRole('button', { name: 'Clear' }).click()
    await access.getByRole('button', { name: 'Save Access' }).click()
    await expect(clientCard).toContainText('Never expires')
    await expect(clientCard.getByText('Active', { exact: true })).toBeVisible()

    // A client with no project yet: the link is not copied before the partner decides.
    const cedarCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cedar Spa' }) })
    await cedarCard.getByRole('button', { name: 'Generate Portal Link' }).click()
    const unshared = page.getByRole('alertdialog', { name: 'This link shares no projects yet' })
    await expect(unshared).toContainText('Cedar Spa would open an empty portal.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied)
    await expectNoAxe(page)
    await unshared.getByRole('button', { name: 'Manage Access' }).click()
    await expect(access.getByText('Cedar Spa has no projects yet.', { exact: false })).toBeVisible()
    await access.getByRole('button', { name: 'Cancel' }).click()
    await expect(cedarCard).toContainText('No projects shared')
    await cedarCard.getByRole('button', { name: 'Copy Link' }).click()
    await unshared.getByRole('button', { name: 'Copy Anyway' }).click()
    await expect(page.getByText('Shares no projects yet. The link is copied to your clipboard.', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe(copied)

    // The client opens the link in a browser of their own: exactly that project and what is visible.
    const clientContext = await browser.newContext()
    try {
      const clientPage = await clientContext.newPage()
      await clientPage.goto(copied)
      await expect(clientPage.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible()
      await expect(clientPage.locator('article[data-project-id]')).toHaveCount(1)
      await expect(clientPage.getByRole('heading', { name: 'Booking Assistant' })).toBeVisible()
      await expect(clientPage.getByText('Design the call flow', { exact: true })).toBeVisible()
      await expect(clientPage.getByRole('link', { name: /Open Call flow mockups/ })).toHaveAttribute('href', 'https://files.example.com/mockups')
      await expect(clientPage.getByText('Internal pricing notes')).toHaveCount(0)
    } finally {
      await clientContext.close()
    }

    // Communications: a message to the client.
    await openTab(page, 'Communications')
    await expect(page.getByRole('heading', { name: 'No Messages Yet' })).toBeVisible()
    await page.getByRole('button', { name: 'New Message' }).click()
    const messageDialog = page.getByRole('dialog', { name: 'New Message' })
    await messageDialog.getByLabel('To').selectOption({ label: 'Acme Dental (Acme Dental Group)' })
    await messageDialog.getByLabel(/Project/).selectOption({ label: 'Booking Assistant' })
    await messageDialog.getByLabel('Message', { exact: true }).fill('The call flow mockups are ready for you.')
    await expectNoAxe(page)
    await messageDialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible()
    await expect(page.getByText('The call flow mockups are ready for you.')).toBeVisible()
    await expectNoAxe(page)

    // Revenue: no payments yet, figures as dashes; the report downloads.
    await openTab(page, 'Revenue')
    await expect(page.getByRole('heading', { name: 'No Payments Yet' })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download Report' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    await expectNoAxe(page)

    // Dashboard's View All switches tab.
    await openTab(page, 'Dashboard')
    await page.getByRole('button', { name: 'View All' }).first().click()
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true')

    // Settings, then logout ends the session on the server.
    await page.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await expect(settings).toContainText(partner.email)
    await expectNoAxe(page)
    await settings.getByRole('button', { name: 'Close' }).click()
    await expect(settings).toBeHidden()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/partners\/login$/)
    expect(await (await page.request.get('/api/partner-auth/me')).json()).toEqual({ signedIn: false })
    await page.goto('/partners/portal?tab=clients')
    await expect(page).toHaveURL(/\/partners\/login$/)
  })

  test('a project in review is approved into completed', async ({ page, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)
    await openTab(page, 'Projects')
    await page.getByRole('button', { name: 'Create Your First Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Project' })
    await dialog.getByLabel('Project title').fill('Review Me')
    await dialog.getByLabel('Client name').fill('Walk-in Client')
    await dialog.getByLabel(/Budget/).fill('2500')
    await dialog.getByLabel('Status').selectOption('review')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Review Me' }) })
    await expect(card).toContainText('$2,500')
    // A milestone still open: the approval completes it, so the project reads 100%.
    const [project] = (await (await page.request.get('/api/partner-projects')).json()) as { id: number }[]
    const milestone = await page.request.post(`/api/partner-projects/${project?.id}/milestones`, { data: { title: 'Owner sign-off', percentComplete: 40 } })
    expect(milestone.status()).toBe(201)
    await page.reload()
    await expect(card).toContainText('40%')
    await card.getByRole('button', { name: 'Approve' }).click()
    await expect(card).toContainText('Completed')
    await expect(card).toContainText('100%')
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  })

  test('settings: the current password is needed to change it', async ({ page, baseURL }) => {
    const partner = await invitePartner(baseURL ?? '')
    await acceptInvitation(page, partner)
    await page.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByLabel('Current password').fill('wrong-password-here')
    await settings.getByLabel('New password', { exact: true }).fill('another-long-password-2')
    await settings.getByLabel('Confirm new password').fill('another-long-password-2')
    await settings.getByRole('button', { name: 'Change Password' }).click()
    await expect(settings.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')
    await settings.getByLabel('Current password').fill(PARTNER_PASSWORD)
    await settings.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password Changed', { exact: true })).toBeVisible()
    // Sign out everywhere ends this session too.
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Sign Out of All Sessions' }).click()
    await expect(page).toHaveURL(/\/partners\/login$/)
    expect(await (await page.request.get('/api/partner-auth/me')).json()).toEqual({ signedIn: false })
  })
})
