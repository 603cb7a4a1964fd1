import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { expectNoAxeAtBothWidths } from './axe'
import { partnerWithProject } from './partnerHelpers'
import { partnerPost } from './staffPartnerHelpers'

interface Quote {
  id: number
  number: string
}
interface Invoice {
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


test.describe('invoices', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a partner invoices an accepted quote; the client sees it, pays online and downloads the PDF; the partner records the payments', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    const { clientName, client, project } = await partnerWithProject(page, baseURL!)

    // A quote, sent and accepted through the client's link.
    const quote = await partnerPost<Quote>(page.request, `/api/partner-projects/${project.id}/quotes`, {
      lineItems: [
        { description: 'Discovery and call flow design', quantity: '1', unitPrice: '400' },
        { description: 'Monthly hosting', quantity: '2', unitPrice: '50' },
      ],
      validUntil: '2099-12-31',
      terms: 'Due within 30 days.',
    })
    await partnerPost<Quote>(page.request, `/api/partner/quotes/${quote.id}/send`, undefined, 200)
    const links = (await (await page.request.get('/api/client-links')).json()) as Link[]
    const link = links.find((l) => l.clientId === client.id && l.active)
    expect(link).toBeTruthy()
    await partnerPost<Quote>(page.request, `/api/client-portal/${link!.token}/quotes/${quote.id}/accept`, { name: clientName }, 200)

    // The partner invoices the accepted quote from the project's sheet.
    await page.goto(`/partners/portal?tab=projects&project=${project.id}`)
    const sheet = page.getByRole('dialog', { name: 'Booking agent' })
    const invoices = sheet.getByRole('region', { name: 'Invoices' })
    await expect(invoices).toContainText('No invoices yet')
    await sheet.getByRole('button', { name: `Create Invoice from ${quote.number}` }).click()
    const create = page.getByRole('dialog', { name: `Create Invoice from ${quote.number}` })
    await expect(create).toContainText('$500.00')
    await create.getByLabel(/^Payment link/).fill('not a link')
    await create.getByRole('button', { name: 'Create Invoice' }).click()
    await expect(create.getByLabel(/^Payment link/)).toHaveAccessibleDescription(/full https:\/\/ address/)
    const payLink = 'https://pay.example.com/b/test_invoice'
    await create.getByLabel(/^Payment link/).fill(payLink)
    await create.getByRole('button', { name: 'Create Invoice' }).click()
    await expect(create).toBeHidden()

    const row = invoices.getByRole('listitem').first()
    await expect(row).toContainText(/INV-\d{4}-\d{4}/)
    const [invoice] = ((await (await page.request.get(`/api/partner-projects/${project.id}/invoices`)).json()) as { invoices: Invoice[] }).invoices
    expect(invoice).toMatchObject({ status: 'open', totalCents: 50000 })
    await expect(row).toContainText(invoice.number)
    await expect(row).toContainText('Open')
    await expect(row.locator('[data-total]')).toHaveText('$500.00')
    await expect(row.locator('[data-balance]')).toHaveText('$500.00')
    await expect(row.getByRole('link', { name: `Download PDF of ${invoice.number}` })).toHaveAttribute('href', `/api/partner/invoices/${invoice.id}/pdf`)
    await expect(row.getByRole('button', { name: `Void ${invoice.number}` })).toBeVisible()
    await invoices.scrollIntoViewIfNeeded()
    await expectNoAxeAtBothWidths(page, "the partner's invoices", sheet)

    // The client sees it in the portal, with Pay Now and the PDF.
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })
    const portal = await context.newPage()
    await portal.goto(`/c/${link!.token}`)
    await expect(portal.getByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible()
    const card = portal.locator(`article[data-invoice-id="${invoice.id}"]`)
    await expect(card.getByRole('heading', { name: `Invoice ${invoice.number}` })).toBeVisible()
    await expect(card).toContainText('Booking agent')
    await expect(card.locator('[data-status]')).toHaveText('Awaiting payment')
    await expect(card.getByRole('cell', { name: 'Discovery and call flow design' })).toBeVisible()
    await expect(card.locator('[data-total]')).toHaveText('$500.00')
    await expect(card.locator('[data-balance]')).toHaveText('$500.00')
    const pay = card.getByRole('link', { name: /^Pay Now/ })
    await expect(pay).toHaveAttribute('href', payLink)
    await expect(pay).toHaveAttribute('target', '_blank')
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer')
    const [download] = await Promise.all([portal.waitForEvent('download'), card.getByRole('link', { name: /^Download PDF/ }).click()])
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`)
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{4}\.pdf$/)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
    await card.scrollIntoViewIfNeeded()
    await expectNoAxeAtBothWidths(portal, "the client's invoice card")

    // The partner records part of the money, then the rest.
    await row.getByRole('button', { name: `Record Payment for ${invoice.number}` }).click()
    const payment = page.getByRole('dialog', { name: `Record Payment for ${invoice.number}` })
    await expect(payment.getByLabel('Received on')).not.toHaveValue('')
    await payment.getByLabel(/^Amount/).fill('600')
    await payment.getByRole('button', { name: 'Record Payment' }).click()
    await expect(payment.getByLabel(/^Amount/)).toHaveAccessibleDescription(/more than the invoice still owes/)
    await payment.getByLabel(/^Amount/).fill('200')
    await payment.getByLabel(/^Note/).fill('Bank transfer 1')
    await expectNoAxeAtBothWidths(page, 'the record-payment dialog', payment)
    await payment.getByRole('button', { name: 'Record Payment' }).click()
    await expect(payment).toBeHidden()
    await expect(row.locator('[data-paid]')).toHaveText('$200.00')
    await expect(row.locator('[data-balance]')).toHaveText('$300.00')
    await expect(row.getByRole('button', { name: `Void ${invoice.number}` })).toHaveCount(0)

    await row.getByRole('button', { name: `Record Payment for ${invoice.number}` }).click()
    await expect(payment).toBeVisible()
    await payment.getByLabel(/^Amount/).fill('300')
    await payment.getByRole('button', { name: 'Record Payment' }).click()
    await expect(payment).toBeHidden()
    await expect(row).toContainText('Paid')
    await expect(row.locator('[data-balance]')).toHaveText('$0.00')
    await expect(row.getByRole('button', { name: `Record Payment for ${invoice.number}` })).toHaveCount(0)

    // The client's card follows (the portal asks again on its own; a reload is quicker).
    await portal.reload()
    await expect(card.locator('[data-status]')).toHaveText('Paid')
    await expect(card.getByRole('link', { name: /^Pay Now/ })).toHaveCount(0)
    await expect(card.locator('[data-outcome]')).toContainText('Paid in full')
    await context.close()

    // The payments are the partner's income: two of the project's, each described by the invoice's number.
    const revenue = (await (await page.request.get('/api/partner/revenue')).json()) as { payments: { description: string; grossCents: number }[] }
    expect(revenue.payments.filter((p) => p.description === `Invoice ${invoice.number}`).map((p) => p.grossCents).sort((a, b) => a - b)).toEqual([20000, 30000])
    await page.goto('/partners/portal?tab=revenue')
    const recent = page.getByRole('heading', { name: 'Recent Payments' }).locator('..')
    await expect(recent.getByRole('listitem').filter({ hasText: `Booking agent · Invoice ${invoice.number}` })).toHaveCount(2)
    await expect(recent).toContainText('gross $200')
    await expect(recent).toContainText('gross $300')
  })
})
