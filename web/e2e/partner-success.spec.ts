import { expect, test, type Browser, type Page } from './fixtures'
import { expectNoAxe } from './axe'
import { adminLogin, uniqueTag } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'
import { SMALL_PNG } from './staffPartnerHelpers'

/** A partner signed in through the invitation, in a browser context of its own. */
async function newPartner(browser: Browser, baseURL: string, permissions: string[] = []) {
  const context = await browser.newContext({ baseURL })
  if (permissions.length) await context.grantPermissions(permissions, { origin: baseURL })
  const page = await context.newPage()
  await acceptInvitation(page, await invitePartner(baseURL))
  return page
}

async function newStaff(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage()
  await adminLogin(page)
  return page
}

async function openAdminTab(page: Page, value: string, name: string) {
  await page.goto(`/admin?tab=${value}`)
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

test.describe('Success Tools and Marketplace', () => {
  // Each journey signs in staff and one or two partners in browsers of their own.
  test.describe.configure({ timeout: 120_000 })

  test('a story is shared, approved by staff and liked once by another partner', async ({ browser, baseURL }) => {
    const title = `Six clinics in 90 days ${uniqueTag('s')}`
    const author = await newPartner(browser, baseURL!)
    await author.getByRole('link', { name: /Success Tools/ }).click()
    await expect(author.getByRole('heading', { level: 1, name: 'Success Tools' })).toBeVisible()
    await expect(author.getByRole('link', { name: 'Back to portal' })).toBeVisible()
    await expect(author.getByRole('status').or(author.getByRole('list', { name: 'Success stories' })).or(author.getByText('No stories yet')).first()).toBeVisible()
    await expectNoAxe(author)

    await author.getByRole('button', { name: 'Share your story' }).first().click()
    const dialog = author.getByRole('dialog', { name: 'Share your story' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel(/^Market niche/).fill('Dental practices')
    await dialog.getByLabel(/^Monthly revenue/).fill('4,500')
    await dialog.getByLabel(/^Clients won/).fill('6')
    await dialog.getByLabel(/^Time to first sale/).fill('3 weeks')
    await dialog.getByRole('textbox', { name: 'Your story' }).fill('We called every dental practice in town at lunch time and offered a missed-call audit.')
    await dialog.getByLabel(/^Strategies that worked/).fill('Lunch-time calls\nFree missed-call audit')
    await dialog.getByLabel(/^Image/).setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: SMALL_PNG })
    await expect(dialog.getByRole('img')).toBeVisible()
    await expectNoAxe(author)
    await dialog.getByRole('button', { name: 'Send for review' }).click()
    await expect(dialog).toBeHidden()
    const mine = author.getByRole('region', { name: 'Your stories' })
    await expect(mine.getByRole('article', { name: title })).toContainText('Pending Review')

    const staff = await newStaff(browser, baseURL!)
    await openAdminTab(staff, 'success', 'Success')
    await expect(staff.getByRole('article', { name: title })).toBeVisible()
    await expectNoAxe(staff)
    await staff.getByRole('button', { name: `Approve "${title}"` }).click()
    await expect(staff.getByRole('article', { name: title })).toBeHidden()

    await author.reload()
    await expect(author.getByRole('region', { name: 'Your stories' }).getByRole('article', { name: title })).toContainText('Approved')
    // Among the community's stories, the author's own shows its likes but offers no Like.
    const own = author.getByRole('list', { name: 'Success stories' }).getByRole('article', { name: title })
    await expect(own).toContainText('0 likes')
    await expect(own.getByRole('button', { name: /^Like/ })).toHaveCount(0)
    const ownList = (await (await author.request.get('/api/partner/success-stories')).json()) as { mine: { id: number; title: string }[] }
    const ownLike = await author.request.post(`/api/partner/success-stories/${ownList.mine.find((s) => s.title === title)?.id}/like`)
    expect(ownLike.status()).toBe(409)
    expect(await ownLike.text()).toContain('You cannot like your own story.')

    const reader = await newPartner(browser, baseURL!)
    await reader.goto('/partners/success')
    const card = reader.getByRole('list', { name: 'Success stories' }).getByRole('article', { name: title })
    await expect(card).toContainText('$4,500/mo')
    await expect(card).toContainText('Free missed-call audit')
    await card.getByRole('button', { name: /^Like / }).click()
    await expect(card.getByRole('button', { name: /^Liked / })).toHaveAttribute('aria-pressed', 'true')
    await expect(card.getByTestId('story-likes')).toHaveText('1')

    const list = (await (await reader.request.get('/api/partner/success-stories')).json()) as { stories: { id: number; title: string }[] }
    const id = list.stories.find((s) => s.title === title)?.id
    const again = await reader.request.post(`/api/partner/success-stories/${id}/like`)
    expect(again.status()).toBe(409)
    await reader.reload()
    await expect(reader.getByRole('list', { name: 'Success stories' }).getByRole('article', { name: title }).getByTestId('story-likes')).toHaveText('1')
  })

  test('staff write a template; a partner fills it in and copies it, and its use is counted', async ({ browser, baseURL }) => {
    const title = `Cold e-mail to a dentist ${uniqueTag('t')}`
    const staff = await newStaff(browser, baseURL!)
    await openAdminTab(staff, 'success', 'Success')
    await staff.getByRole('button', { name: 'Templates', exact: true }).click()
    await staff.getByRole('button', { name: 'New template' }).first().click()
    const sheet = staff.getByRole('dialog', { name: 'New success template' })
    await sheet.getByLabel('Title').fill(title)
    await sheet.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Outreach Scripts' })
    await sheet.getByLabel('Industry').fill('Dental')
    await sheet.getByLabel('Content').fill('Hi {{firstName}},\n\nI noticed {{practice}} misses calls at lunch.')
    await sheet.getByRole('button', { name: 'Add variable' }).click()
    await sheet.getByLabel('Name', { exact: true }).fill('firstName')
    await sheet.getByLabel('Label', { exact: true }).fill('First name')
    await sheet.getByRole('button', { name: 'Add template' }).click()
    // The server's verdict on the content: practice is not declared.
    await expect(sheet.getByText(/Declare every placeholder as a variable: practice/)).toBeVisible()
    await sheet.getByRole('button', { name: 'Add variable' }).click()
    await sheet.locator('#var-1-name').fill('practice')
    await sheet.locator('#var-1-label').fill('Practice name')
    await sheet.locator('#var-1-multiline').check()
    await expectNoAxe(staff)
    await sheet.getByRole('button', { name: 'Add template' }).click()
    await expect(sheet).toBeHidden()
    await expect(staff.getByRole('heading', { name: title })).toBeVisible()

    const partner = await newPartner(browser, baseURL!, ['clipboard-read', 'clipboard-write'])
    await partner.goto('/partners/success?tab=templates')
    await partner.getByLabel('Search').fill(title)
    await partner.getByRole('button', { name: `Fill in ${title}` }).click()
    await expect(partner.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(partner.getByTestId('template-usage')).toContainText('Used 0 times')
    const copy = partner.getByRole('button', { name: 'Copy to clipboard' })
    await expect(copy).toBeDisabled()
    await expect(partner.getByText('Still to fill in:')).toBeVisible()
    await partner.getByLabel('First name').fill('Maria')
    await partner.getByLabel('Practice name').fill('<b>Lopez</b> Dental')
    await expect(partner.getByTestId('template-preview').locator('mark').first()).toHaveText('Maria')
    await expect(partner.getByTestId('template-preview')).toContainText('<b>Lopez</b> Dental')
    await expect(copy).toBeEnabled()
    await expect(partner.getByRole('button', { name: 'Download .txt' })).toBeEnabled()
    await expect(partner.getByTestId('template-usage')).toContainText('Used 0 times')
    await expectNoAxe(partner)
    await copy.click()
    await expect(partner.getByTestId('template-usage')).toContainText('Used 1 time')
    const copied = await partner.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe('Hi Maria,\n\nI noticed <b>Lopez</b> Dental misses calls at lunch.')
  })

  test('a package is installed and rated once; a template becomes a renamed draft automation', async ({ browser, baseURL }) => {
    const tag = uniqueTag('m')
    const pkgName = `HubSpot lead sync ${tag}`
    const tplName = `Dental receptionist ${tag}`
    const staff = await newStaff(browser, baseURL!)
    await openAdminTab(staff, 'marketplace', 'Marketplace')
    await staff.getByRole('button', { name: 'New package' }).first().click()
    const sheet = staff.getByRole('dialog', { name: 'New integration package' })
    await sheet.getByLabel('Name').fill(pkgName)
    await sheet.getByLabel('Category').fill('CRM')
    await sheet.getByLabel('Setup time').fill('30 minutes')
    await sheet.getByLabel('Required integrations').fill('HubSpot, Zapier')
    await sheet.getByRole('button', { name: 'Add step' }).click()
    await sheet.locator('#step-0-title').fill('Connect HubSpot')
    await sheet.locator('#step-0-body').fill('Paste your private app token.')
    await sheet.getByRole('button', { name: 'Add step' }).click()
    await sheet.locator('#step-1-title').fill('Map the fields')
    await expectNoAxe(staff)
    await sheet.getByRole('button', { name: 'Add package' }).click()
    await expect(sheet).toBeHidden()

    await staff.getByRole('button', { name: 'Automation templates' }).click()
    await staff.getByRole('button', { name: 'New template' }).first().click()
    const tsheet = staff.getByRole('dialog', { name: 'New automation template' })
    await tsheet.getByLabel('Name').fill(tplName)
    await tsheet.getByLabel('Category').fill('Reception')
    await tsheet.getByLabel('Prompt').fill('You answer calls for a dental practice and book appointments.')
    await tsheet.getByLabel('Temperature').fill('0.4')
    await expectNoAxe(staff)
    await tsheet.getByRole('button', { name: 'Add template' }).click()
    await expect(tsheet).toBeHidden()

    const partner = await newPartner(browser, baseURL!)
    await partner.getByRole('link', { name: /Marketplace/ }).click()
    await expect(partner.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible()
    await partner.getByLabel('Search').fill(tag)
    await expect(partner.getByText('2 results')).toBeVisible()
    await expectNoAxe(partner)

    await partner.getByRole('button', { name: `Details of ${pkgName}` }).click()
    const detail = partner.getByRole('dialog', { name: pkgName })
    await expect(detail.getByText('Connect HubSpot')).toBeVisible()
    await expect(detail.getByText('Zapier')).toBeVisible()
    await expectNoAxe(partner)
    // Rating comes with using it: before the install there are no stars to press.
    await expect(detail.getByText('Install this package before rating it', { exact: false })).toBeVisible()
    await expect(detail.getByRole('button', { name: '4 stars' })).toHaveCount(0)
    await detail.getByRole('button', { name: 'Install package' }).click()
    await expect(detail.getByText(/^Installed on/)).toBeVisible()
    await expect(detail.getByText('1 install', { exact: true })).toBeVisible()
    await detail.getByRole('button', { name: '4 stars' }).click()
    await expect(detail.getByText('You rated 4')).toBeVisible()
    await expect(detail.getByRole('img', { name: '4.0 out of 5 from 1 rating' })).toBeVisible()
    const id = (await (await partner.request.get(`/api/partner/marketplace?q=${encodeURIComponent(pkgName)}`)).json()) as { items: { id: number }[] }
    const again = await partner.request.post(`/api/partner/marketplace/packages/${id.items[0]?.id}/rating`, { data: { rating: 5 } })
    expect(again.status()).toBe(409)
    await detail.getByRole('button', { name: 'Close details' }).click()
    await expect(detail).toBeHidden()

    await partner.getByRole('button', { name: `Details of ${tplName}` }).click()
    const tdetail = partner.getByRole('dialog', { name: tplName })
    await tdetail.getByRole('button', { name: 'Install template' }).click()
    await expect(tdetail.getByText(`Draft created: ${tplName}`)).toBeVisible()
    await tdetail.getByLabel('Automation name').fill(`Lopez Dental reception ${tag}`)
    await tdetail.getByRole('button', { name: 'Rename' }).click()
    await expect(tdetail.getByText(`Draft created: Lopez Dental reception ${tag}`)).toBeVisible()
    await expectNoAxe(partner)
    await tdetail.getByRole('button', { name: 'Open My automations' }).click()
    const item = partner.getByRole('region', { name: 'My automations' }).getByRole('listitem').filter({ hasText: `Lopez Dental reception ${tag}` })
    await expect(item).toContainText('Draft')
    await expect(item).toContainText(`from "${tplName}"`)
    await expectNoAxe(partner)

    await item.getByRole('button', { name: /^Edit / }).click()
    const edit = partner.getByRole('dialog', { name: 'Edit agent' })
    await edit.getByLabel('Temperature').fill('3')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(edit.getByText('The temperature is from 0 to 2.')).toBeVisible()
    await edit.getByLabel('Temperature').fill('1.2')
    await expectNoAxe(partner)
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(edit).toBeHidden()
  })
})
