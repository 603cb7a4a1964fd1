import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { ADMIN_EMAIL, ADMIN_PASSWORD, shot, SHOTS_DIR } from './helpers'

const LOGO = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url))

/**
 * A partner created by staff, invitation accepted: the browser context
 * holds the partner's session cookie (page.request shares its cookie jar).
 */
async function signedInPartner(page: Page) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const staff = await page.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  expect(staff.ok()).toBe(true)
  const created = await page.request.post('/api/admin/partners', {
    data: { company: `Bright Smiles ${id}`, email: `partner+${id}@brightsmiles.example`, contactName: 'Rosa Diaz' },
  })
  expect(created.status()).toBe(201)
  const { invitationUrl } = (await created.json()) as { invitationUrl: string }
  const token = new URL(invitationUrl).hash.replace(/^#invite=/, '')
  await page.request.post('/api/admin/logout')
  const accepted = await page.request.post('/api/partner-auth/accept', { data: { token, password: 'a-long-partner-password-1' } })
  expect(accepted.ok()).toBe(true)
  return { company: `Bright Smiles ${id}` }
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.describe('branding tools', () => {
  test('without a partner session the page sends to the partner login', async ({ page }) => {
    await page.goto('/partners/branding')
    await expect(page).toHaveURL(/\/partners\/login$/)
  })

  test('saves colours and a logo, and the client portal data follows', async ({ page }) => {
    const { company } = await signedInPartner(page)
    await page.goto('/partners/branding')
    await expect(page).toHaveTitle('Branding Tools | AI Mission')
    await expect(page.getByRole('heading', { level: 1, name: 'Branding Tools' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Branding' })
    await expect(form.getByLabel('Company name')).toHaveValue(company)
    // The schema's defaults.
    await expect(form.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#3B82F6')
    await expect(form.getByRole('textbox', { name: 'Secondary colour', exact: true })).toHaveValue('#EF4444')
    await expect(form.getByRole('textbox', { name: 'Accent colour', exact: true })).toHaveValue('#10B981')
    await expectNoAxe(page)

    // A bad hex is refused under its box.
    await form.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('blue')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('Use a colour like #3B82F6.')).toBeVisible()

    // Typed short hex becomes #RRGGBB; the picker sets the other one.
    await form.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#0f766e')
    await form.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('f59')
    await form.getByRole('textbox', { name: 'Accent colour', exact: true }).blur()
    await expect(form.getByRole('textbox', { name: 'Accent colour', exact: true })).toHaveValue('#FF5599')
    await form.getByLabel('Secondary colour picker').fill('#7c3aed')
    await expect(form.getByRole('textbox', { name: 'Secondary colour', exact: true })).toHaveValue('#7C3AED')
    await form.getByLabel('Support email').fill('help@brightsmiles.example')
    await form.getByLabel('Support phone').fill('+1 512 555 0100')

    // The live preview follows the colours.
    const preview = page.getByRole('complementary', { name: 'Preview' })
    await expect(preview.getByText(company)).toBeVisible()
    await expect(preview.locator('figure')).toHaveAttribute('style', /--p: #0F766E/i)

    await form.getByLabel(/^Logo/).setInputFiles(LOGO)
    await expect(form.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible()
    await expect(preview.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}$/)
    await expectNoAxe(page)

    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Branding Saved', { exact: true })).toBeVisible()
    await expect(form.getByText('All changes saved.')).toBeVisible()

    const saved = (await (await page.request.get('/api/partner/branding')).json()) as Record<string, string>
    expect(saved).toMatchObject({
      companyName: company,
      primaryColor: '#0F766E',
      secondaryColor: '#7C3AED',
      accentColor: '#FF5599',
      supportEmail: 'help@brightsmiles.example',
      phoneNumber: '+1 512 555 0100',
    })
    expect(saved.logoId).toMatch(/^[0-9a-f]{64}$/)

    // A reload shows what was saved; Remove and Save takes the logo away.
    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#0F766E')
    await expect(form.getByRole('img', { name: 'Preview of Current logo' })).toBeVisible()
    await form.getByRole('button', { name: 'Remove Current logo' }).click()
    await expect(form.getByText('You have unsaved changes.')).toBeVisible()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('All changes saved.')).toBeVisible()
    const after = (await (await page.request.get('/api/partner/branding')).json()) as Record<string, string>
    expect(after.logoId ?? '').toBe('')
  })

  test("a deliverable's file is attached from the project details, with its progress", async ({ page }) => {
    await signedInPartner(page)
    const project = await page.request.post('/api/partner-projects', { data: { title: 'Phone agent build', clientName: 'Alex Kim' } })
    expect(project.status()).toBe(201)
    const { id } = (await project.json()) as { id: number }
    const added = await page.request.post(`/api/partner-projects/${id}/deliverables`, { data: { title: 'Call flow', type: 'document' } })
    expect(added.status()).toBe(201)

    await page.goto('/partners/portal?tab=projects')
    await page.getByRole('button', { name: /View Details/ }).first().click()
    const sheet = page.getByRole('dialog', { name: 'Phone agent build' })
    await sheet.getByRole('button', { name: 'Edit deliverable Call flow' }).click()
    await sheet.getByLabel('File', { exact: true }).setInputFiles({
      name: 'call-flow.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Greeting, intent, booking, handoff.\n'),
    })
    // The toast sits outside the modal sheet; the sheet itself shows the stored file.
    await expect(sheet.getByText('call-flow.txt').first()).toBeVisible()
    await expect(sheet.getByText(/Uploaded/)).toBeVisible()
    await expectNoAxe(page)
    const detail = (await (await page.request.get(`/api/partner-projects/${id}`)).json()) as {
      deliverables: { hasFile: boolean; fileName?: string }[]
    }
    expect(detail.deliverables[0]).toMatchObject({ hasFile: true, fileName: 'call-flow.txt' })
  })

  test('screenshots', async ({ page }) => {
    test.skip(!SHOTS_DIR, 'screenshots only on demand (SHOTS_DIR)')
    await signedInPartner(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/partners/branding')
      const form = page.getByRole('form', { name: 'Branding' })
      await form.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#0F766E')
      await form.getByLabel(/^Logo/).setInputFiles(LOGO)
      await expect(form.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible()
      await shot(page, `branding-${width}`)
    }
  })
})
