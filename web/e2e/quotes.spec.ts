import { expect, test } from './fixtures'
import { expectNoAxe, expectNoAxeAtBothWidths } from './axe'
import { partnerWithProject } from './partnerHelpers'
import { partnerPost } from './staffPartnerHelpers'

interface Quote {
  id: number
  number: string
  status: string
  totalCents: number
}
interface Link {
  clientId: number
  token: string
  active: boolean
}

const DESKTOP = { width: 1280, height: 900 }


const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

test.describe('quotes', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a partner prices a project and sends the quote; the client accepts it, and declines a second one with a reason', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    const { clientName, client, project } = await partnerWithProject(page, baseURL!)

    // The link the partner's e-mails carry opens the project's sheet.
    await page.goto(`/partners/portal?tab=projects&project=${project.id}`)
    const sheet = page.getByRole('dialog', { name: 'Booking agent' })
    await expect(sheet).toBeVisible()
    const section = sheet.getByRole('region', { name: 'Quotes' })
    await expect(section).toContainText('No quotes yet')

    // A quote with two lines, a discount and tax; the totals follow the typing.
    await section.getByRole('button', { name: 'New Quote' }).click()
    const editor = page.getByRole('dialog', { name: 'New Quote' })
    await expect(editor).toBeVisible()
    await editor.getByLabel('Line 1 description').fill('Discovery and call flow design')
    await editor.getByLabel('Line 1 quantity').fill('1.5')
    await editor.getByLabel('Line 1 unit price').fill('99.99')
    await expect(editor.locator('[data-line-amount]').first()).toHaveText('$149.99')
    await editor.getByRole('button', { name: 'Add Line' }).click()
    await expect(editor.getByLabel('Line 2 description')).toBeFocused()
    await editor.getByLabel('Line 2 description').fill('Monthly hosting')
    await editor.getByLabel('Line 2 quantity').fill('12')
    await editor.getByLabel('Line 2 unit price').fill('1,050.25')
    await editor.getByLabel(/^Discount/).fill('50')
    await editor.getByLabel(/^Tax rate/).fill('8.25')
    // 14,999 + 1,260,300 cents, less 5,000, plus 8.25% tax (104,799.67 rounds to 104,800).
    const liveTotal = editor.locator('[data-total]')
    await expect(liveTotal).toHaveText('$13,750.99')
    await editor.getByLabel(/^Terms/).fill('50% on acceptance,\nthe rest on launch.')
    await expectNoAxeAtBothWidths(page, 'quote editor', editor)

    // A line that cannot be saved shows its message under its input, and the keyboard goes there.
    await editor.getByLabel('Line 2 quantity').fill('0')
    await editor.getByRole('button', { name: 'Save Draft' }).click()
    await expect(editor.getByLabel('Line 2 quantity')).toHaveAccessibleDescription(/Enter a quantity/)
    await expect(editor.getByLabel('Line 2 quantity')).toBeFocused()
    await editor.getByLabel('Line 2 quantity').fill('12')

    const shownTotal = await liveTotal.textContent()
    await editor.getByRole('button', { name: 'Save Draft' }).click()
    await expect(editor).toBeHidden()
    const list = section.getByRole('list', { name: 'Quotes' })
    const first = list.getByRole('listitem').first()
    await expect(first).toContainText('Draft')
    const [draft] = ((await (await page.request.get(`/api/partner-projects/${project.id}/quotes`)).json()) as { quotes: Quote[] }).quotes
    expect(draft).toMatchObject({ status: 'draft', totalCents: 1375099 })
    expect(usd(draft.totalCents)).toBe(shownTotal)
    await expect(first.locator('[data-total]')).toHaveText(shownTotal!)
    await expect(first).toContainText(draft.number)
    await expectNoAxeAtBothWidths(page, "the partner's quotes", sheet)

    // Send, after a confirmation that names the client.
    await first.getByRole('button', { name: `Send ${draft.number}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Send ${draft.number} to ${clientName}?` })
    await expect(confirm).toContainText('will get an e-mail')
    await confirm.getByRole('button', { name: 'Send Quote' }).click()
    await expect(confirm).toBeHidden()
    await expect(first).toContainText('Sent')
    await expect(first.getByRole('button', { name: `Revise ${draft.number}` })).toBeVisible()

    // A second quote, straight through the API, to be declined.
    const second = await partnerPost<Quote>(page.request, `/api/partner-projects/${project.id}/quotes`, {
      lineItems: [{ description: 'Extra language pack', quantity: '1', unitPrice: '400' }],
      validUntil: '2099-12-31',
    })
    await partnerPost<Quote>(page.request, `/api/partner/quotes/${second.id}/send`, undefined, 200)

    // Sending made the client a link to their portal.
    const links = (await (await page.request.get('/api/client-links')).json()) as Link[]
    const link = links.find((l) => l.clientId === client.id && l.active)
    expect(link).toBeTruthy()

    const context = await browser.newContext({ viewport: DESKTOP })
    const portal = await context.newPage()
    await portal.goto(`/c/${link!.token}`)
    await expect(portal.getByRole('heading', { level: 2, name: 'Quotes' })).toBeVisible()
    const card = portal.locator(`article[data-quote-id="${draft.id}"]`)
    await expect(card.getByRole('heading', { name: `Quote ${draft.number}` })).toBeVisible()
    await expect(card).toContainText('Booking agent')
    await expect(card.getByRole('cell', { name: 'Discovery and call flow design' })).toBeVisible()
    await expect(card.getByRole('cell', { name: '$149.99' })).toBeVisible()
    await expect(card.locator('[data-total]')).toHaveText(shownTotal!)
    await expect(card).toContainText('50% on acceptance,')
    await expectNoAxeAtBothWidths(portal, "the client's quote card")

    // Accept: the name and the box are both needed.
    await card.getByRole('button', { name: `Accept Quote ${draft.number}` }).click()
    const accept = card.getByRole('form', { name: `Accept quote ${draft.number}` })
    const name = accept.getByLabel('Type your full name to accept')
    await expect(name).toBeFocused()
    await accept.getByRole('button', { name: 'Accept Quote' }).click()
    await expect(name).toHaveAccessibleDescription('Type your full name to accept.')
    await name.fill(clientName)
    await accept.getByRole('button', { name: 'Accept Quote' }).click()
    await expect(accept.getByRole('checkbox', { name: 'I accept this quote and its terms' })).toHaveAccessibleDescription(/Tick the box/)
    await accept.getByRole('checkbox', { name: 'I accept this quote and its terms' }).check()
    await expectNoAxeAtBothWidths(portal, 'the accept form')
    await accept.getByRole('button', { name: 'Accept Quote' }).click()
    await expect(card.locator('[data-outcome]')).toContainText(`Accepted by ${clientName} on`)
    await expect(card.getByRole('button', { name: /Accept Quote/ })).toHaveCount(0)

    // Decline the second with a reason.
    const other = portal.locator(`article[data-quote-id="${second.id}"]`)
    await other.getByRole('button', { name: `Decline quote ${second.number}` }).click()
    const decline = other.getByRole('form', { name: `Decline quote ${second.number}` })
    await expect(decline.getByLabel('Why are you declining?')).toBeFocused()
    await decline.getByLabel('Why are you declining?').fill('Not this year,\nmaybe in spring.')
    await decline.getByRole('button', { name: 'Decline Quote' }).click()
    await expect(other.locator('[data-outcome]')).toContainText('Declined on')
    await expect(other.locator('[data-outcome]')).toContainText('Not this year,')
    await expectNoAxe(portal, 'the decided quotes')
    await context.close()

    // The partner sees both answers.
    await page.reload()
    await expect(sheet).toBeVisible()
    const accepted = list.locator(`[data-quote-id="${draft.id}"]`)
    await expect(accepted).toContainText('Accepted')
    await expect(accepted).toContainText(`Accepted by ${clientName}`)
    await expect(accepted.getByRole('button', { name: `Revise ${draft.number}` })).toBeVisible()
    const declined = list.locator(`[data-quote-id="${second.id}"]`)
    await expect(declined).toContainText('Declined')
    await expect(declined).toContainText('maybe in spring.')
    await expectNoAxeAtBothWidths(page, "the partner's decided quotes", sheet)
  })
})
