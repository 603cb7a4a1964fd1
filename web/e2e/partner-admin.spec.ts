import { expect, test, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, uniqueTag } from './helpers'
import { createPartnerViaApi, onboardingLead, SMALL_PNG } from './staffPartnerHelpers'

async function openPartnersTab(page: Page) {
  await adminLogin(page)
  await page.getByRole('tab', { name: 'Partners' }).click()
  await expect(page).toHaveURL(/[?&]tab=partners/)
  await expect(page.getByRole('heading', { level: 2, name: 'Partners' })).toBeVisible()
}

const partnerRow = (page: Page, company: string) => page.locator('tr[data-partner-id]').filter({ hasText: company })

async function openPartner(page: Page, company: string) {
  await page.getByRole('searchbox', { name: 'Search partners' }).fill(company)
  await expect(partnerRow(page, company)).toHaveCount(1)
  await partnerRow(page, company).getByRole('button', { name: company }).click()
  const sheet = page.getByRole('dialog', { name: company })
  await expect(sheet).toBeVisible()
  return sheet
}

test.describe('admin Partners tab', () => {
  // Several axe passes per journey on a shared machine.
  test.describe.configure({ timeout: 90_000 })

  test('staff create a partner and copy the one-time invitation link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openPartnersTab(page)
    await expect(page.getByText(/Showing \d+ of \d+ partners?/)).toBeVisible()
    await expectNoAxe(page)

    const tag = uniqueTag('co')
    const company = `Northwind ${tag}`
    await page.getByRole('button', { name: 'Create partner' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create partner' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Revenue share (%)')).toHaveValue('80')
    await expectNoAxe(page)

    // The form checks before sending.
    await dialog.getByRole('button', { name: 'Create partner' }).click()
    await expect(dialog.getByText('Please enter the company name.')).toBeVisible()
    await expect(dialog.getByLabel('Company')).toBeFocused()

    await dialog.getByLabel('Company').fill(company)
    await dialog.getByLabel('Contact name').fill('Avery Quinn')
    await dialog.getByLabel('Email').fill(`${tag}@northwind.example`)
    await dialog.getByLabel('Phone').fill('+1 415 555 0134')
    await dialog.getByLabel('Website').fill('https://northwind.example')
    await dialog.getByRole('button', { name: 'Create partner' }).click()

    const created = page.getByRole('dialog', { name: 'Partner created' })
    await expect(created).toBeVisible()
    const link = created.getByRole('textbox', { name: 'Invitation link' })
    await expect(link).toHaveValue(/\/partners\/welcome#invite=[\w-]{20,}$/)
    await expect(created.getByText(/\(7 days\)/)).toBeVisible()
    await expectNoAxe(page)
    await created.getByRole('button', { name: 'Copy invitation link' }).click()
    await expect(created.getByRole('button', { name: 'Copy invitation link' })).toContainText('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await link.inputValue())
    await created.getByRole('button', { name: 'Done' }).click()

    const row = partnerRow(page, company)
    await expect(row).toContainText(`${tag}@northwind.example`)
    await expect(row).toContainText('Invited')
    await expect(row).toContainText('Never')

    // A taken e-mail is refused under the field.
    await page.getByRole('button', { name: 'Create partner' }).click()
    await dialog.getByLabel('Company').fill(`Other ${tag}`)
    await dialog.getByLabel('Email').fill(`${tag}@northwind.example`)
    await dialog.getByRole('button', { name: 'Create partner' }).click()
    await expect(page.getByText('A partner with this email already exists.').first()).toBeVisible()
  })

  test('staff record a payment, resend the invitation, and deactivate and reactivate a partner', async ({ page }) => {
    await openPartnersTab(page)
    const company = `Contoso ${uniqueTag('co')}`
    const created = await createPartnerViaApi(page, company)
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Partners' })).toBeVisible()
    const sheet = await openPartner(page, company)
    await expect(sheet.getByText('80% to the partner')).toBeVisible()
    await expect(sheet.getByText('No payments recorded yet.')).toBeVisible()
    await expectNoAxe(page)

    // A new invitation replaces the old one.
    await sheet.getByRole('button', { name: 'Resend invitation' }).click()
    const link = sheet.getByRole('textbox', { name: 'Invitation link' })
    await expect(link).toHaveValue(/#invite=/)
    expect(await link.inputValue()).not.toBe(created.invitationUrl)

    await sheet.getByRole('button', { name: 'Record payment' }).click()
    const pay = page.getByRole('dialog', { name: 'Record payment' })
    await expect(pay).toBeVisible()
    await expectNoAxe(page)
    await pay.getByLabel('Amount (USD)').fill('12.345')
    await pay.getByRole('button', { name: 'Record payment' }).click()
    await expect(pay.getByText('Enter an amount like 1050, 1,050 or 1050.25.')).toBeVisible()
    await pay.getByLabel('Amount (USD)').fill('1,250.55')
    await pay.getByLabel('Description').fill('March retainer')
    await pay.getByRole('button', { name: 'Record payment' }).click()
    await expect(pay).toBeHidden()

    // The server's split: 80% of $1,250.55 rounded to the cent, the platform the rest.
    const payment = sheet.getByRole('list', { name: 'Payments' }).getByRole('listitem').filter({ hasText: 'March retainer' })
    await expect(payment).toContainText('$1,250.55')
    await expect(payment).toContainText('Partner $1,000.44')
    await expect(payment).toContainText('Platform $250.11')
    await expect(payment).toContainText('Paid')
    await payment.getByRole('button', { name: /^Mark pending: / }).click()
    await expect(payment).toContainText('Pending')

    await sheet.getByRole('button', { name: 'Deactivate' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${company}?` })
    await expect(confirm).toBeVisible()
    await expectNoAxe(page)
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(confirm).toBeHidden()
    await expect(sheet.getByText('Deactivated', { exact: true })).toBeVisible()
    await expect(partnerRow(page, company)).toContainText('Deactivated')

    await sheet.getByRole('button', { name: 'Reactivate' }).click()
    const again = page.getByRole('alertdialog', { name: `Reactivate ${company}?` })
    await again.getByRole('button', { name: 'Reactivate' }).click()
    await expect(again).toBeHidden()
    await expect(sheet.getByRole('button', { name: 'Deactivate' })).toBeVisible()
    await expect(partnerRow(page, company)).not.toContainText('Deactivated')
  })

  test('onboarding applications show in Applications and can be approved or declined', async ({ page }) => {
    await openPartnersTab(page)
    const tag = uniqueTag('app')
    const upload = await page.request.post('/api/uploads/logo', {
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: SMALL_PNG } },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const logo = (await upload.json()) as { id: string; url: string }

    const approveName = `Bright Smiles ${tag}`
    const declineName = `Quick Roofs ${tag}`
    for (const [email, name, extra] of [
      [`a-${tag}@apply.example`, approveName, { logoId: logo.id }],
      [`d-${tag}@apply.example`, declineName, {}],
    ] as const) {
      const res = await page.request.post('/api/leads', { data: onboardingLead(email, name, extra) })
      expect(res.status(), await res.text()).toBe(201)
    }

    await page.reload()
    const appsTab = page.getByRole('tab', { name: /^Applications/ })
    await expect(appsTab).toContainText(/\d+/)
    await appsTab.click()
    await expect(page).toHaveURL(/view=applications/)
    const list = page.getByRole('list', { name: 'Applications' })
    await expect(list.getByRole('listitem').filter({ hasText: approveName })).toBeVisible()
    await expectNoAxe(page)

    await list.getByRole('button', { name: new RegExp(approveName) }).click()
    const sheet = page.getByRole('dialog', { name: approveName })
    await expect(sheet).toBeVisible()
    for (const answer of ['Dental & Orthodontics', 'Dental practices in Texas', 'brightsmiles.ai', '512', 'Forward to my cell phone', '+1 512 555 0100', 'Please use our blue in the portal.']) {
      await expect(sheet.getByText(answer, { exact: true })).toBeVisible()
    }
    const img = sheet.getByRole('img', { name: `${approveName} logo`, exact: true })
    await expect(img).toHaveAttribute('src', logo.url)
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    await expectNoAxe(page)

    await sheet.getByRole('button', { name: 'Approve' }).click()
    await expect(sheet.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(/#invite=/)
    await expect(sheet.getByText('Approved', { exact: true })).toBeVisible()
    await sheet.getByRole('button', { name: 'Close application' }).click()

    await list.getByRole('button', { name: new RegExp(declineName) }).click()
    const second = page.getByRole('dialog', { name: declineName })
    await second.getByRole('button', { name: 'Decline' }).click()
    const decline = page.getByRole('dialog', { name: `Decline ${declineName}?` })
    await expect(decline).toBeVisible()
    await expectNoAxe(page)
    await decline.getByRole('button', { name: 'Decline application' }).click()
    await expect(decline.getByText('Please give a reason.')).toBeVisible()
    await decline.getByLabel('Reason').fill('We already have a partner in this niche and area.')
    await decline.getByRole('button', { name: 'Decline application' }).click()
    await expect(decline).toBeHidden()
    await expect(second.getByText('We already have a partner in this niche and area.')).toBeVisible()
    await second.getByRole('button', { name: 'Close application' }).click()

    // Declined ones keep their record; the approved one became an invited partner.
    await expect(list.getByText(declineName)).toHaveCount(0)
    await page.getByRole('button', { name: /^Declined/ }).click()
    await expect(list.getByRole('listitem').filter({ hasText: declineName })).toContainText('Declined')
    await page.getByRole('tab', { name: 'Partner accounts' }).click()
    await page.getByRole('searchbox', { name: 'Search partners' }).fill(approveName)
    await expect(partnerRow(page, approveName)).toContainText('Invited')
  })
})
