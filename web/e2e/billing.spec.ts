import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeAtBothWidths } from './axe'
import { uniqueTag } from './helpers'
import { acceptInvitation, invitePartner } from './partnerHelpers'
import { partnerPost } from './staffPartnerHelpers'

interface Created {
  id: number
}
interface Numbered {
  id: number
  number: string
}

const DESKTOP = { width: 1280, height: 900 }
const LINES = [{ description: 'Call flow design', quantity: '1', unitPrice: '400' }]

/** The CSV the list's Export CSV link downloads, as rows of cells. */
async function exportRows(page: Page, list: Locator): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('link', { name: 'Export CSV' }).click()])
  const text = await readFile(await download.path(), 'utf8')
  return text
    .trim()
    .split('\n')
    .map((line) => line.split(','))
}

test.describe('quotes and invoices across projects', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a partner filters, searches and exports every quote and invoice, and opens one in its project', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP)
    const invited = await invitePartner(baseURL!)
    await acceptInvitation(page, invited)
    const tag = uniqueTag('b')
    const rosa = await partnerPost<Created>(page.request, '/api/clients', { name: 'Rosa Vega', email: `rosa-${tag}@client.example` })
    const robin = await partnerPost<Created>(page.request, '/api/clients', { name: 'Robin Roe', email: `robin-${tag}@client.example`, company: 'Zephyr Labs' })
    const booking = await partnerPost<Created>(page.request, '/api/partner-projects', { title: 'Booking agent', clientId: rosa.id, status: 'planning' })
    const site = await partnerPost<Created>(page.request, '/api/partner-projects', { title: 'Zephyr website', clientId: robin.id, status: 'planning' })

    // 25 drafts for the booking agent, then one quote sent for the website: more than a page.
    for (let i = 0; i < 25; i++) {
      await partnerPost<Numbered>(page.request, `/api/partner-projects/${booking.id}/quotes`, { lineItems: LINES, validUntil: '2099-12-31' })
    }
    const sent = await partnerPost<Numbered>(page.request, `/api/partner-projects/${site.id}/quotes`, { lineItems: LINES, validUntil: '2099-12-31' })
    await partnerPost<Numbered>(page.request, `/api/partner/quotes/${sent.id}/send`, undefined, 200)
    // One invoice open for the booking agent, one paid for the website.
    const open = await partnerPost<Numbered>(page.request, `/api/partner-projects/${booking.id}/invoices`, { lineItems: LINES, dueDate: '2099-12-31' })
    const paid = await partnerPost<Numbered>(page.request, `/api/partner-projects/${site.id}/invoices`, { lineItems: LINES, dueDate: '2099-12-31' })
    await partnerPost<Numbered>(page.request, `/api/partner/invoices/${paid.id}/payments`, { amount: '400', receivedAt: '2026-01-05' }, 200)

    // Quotes: the Revenue tab's second view, a page at a time.
    await page.goto('/partners/portal?tab=revenue')
    await page.getByRole('button', { name: 'Quotes', exact: true }).click()
    await expect(page).toHaveURL(/view=quotes/)
    const caption = page.getByText(/^Showing \d+ of \d+ quotes?, newest first$/)
    await expect(caption).toHaveText('Showing 25 of 26 quotes, newest first')
    const rows = page.locator('tbody tr')
    await expect(rows.first()).toContainText(sent.number)
    await expect(rows.first()).toContainText('Robin Roe · Zephyr Labs')
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(caption).toHaveText('Showing 26 of 26 quotes, newest first')
    await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden()
    const list = page.locator('main')
    await expectNoAxeAtBothWidths(page, 'every quote')

    // By status; the export follows the filter.
    await page.getByLabel('Status', { exact: true }).selectOption('sent')
    await expect(caption).toHaveText('Showing 1 of 1 quote, newest first')
    await expect(page).toHaveURL(/status=sent/)
    await expect(list.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/partner/quotes.csv?status=sent')
    const quoteCSV = await exportRows(page, list)
    expect(quoteCSV[0].slice(0, 4)).toEqual(['number', 'status', 'project', 'client'])
    expect(quoteCSV.slice(1).map((r) => r.slice(0, 7))).toEqual([[sent.number, 'sent', 'Zephyr website', 'Robin Roe', 'Zephyr Labs', 'USD', '400.00']])

    // A search with no match, then one by company; Clear Filters brings all back.
    await page.getByLabel('Status', { exact: true }).selectOption('draft')
    await page.getByLabel('Search', { exact: true }).fill('zephyr')
    await expect(page.getByText('No quotes match these filters')).toBeVisible()
    await page.getByLabel('Status', { exact: true }).selectOption('')
    await expect(caption).toHaveText('Showing 1 of 1 quote, newest first')
    await expect(list.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/partner/quotes.csv?q=zephyr')
    await page.getByRole('button', { name: 'Clear Filters' }).first().click()
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('')
    await expect(caption).toHaveText('Showing 26 of 26 quotes, newest first')

    // A row opens its project's sheet, where the quote lives; closing it returns to the list.
    await page.getByRole('button', { name: sent.number }).click()
    const sheet = page.getByRole('dialog', { name: 'Zephyr website' })
    await expect(sheet.getByRole('region', { name: 'Quotes' })).toContainText(sent.number)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(caption).toBeVisible()

    // Invoices: open and paid, filtered, searched and exported the same way.
    await page.getByRole('button', { name: 'Invoices', exact: true }).click()
    const invoiceCaption = page.getByText(/^Showing \d+ of \d+ invoices?, newest first$/)
    await expect(invoiceCaption).toHaveText('Showing 2 of 2 invoices, newest first')
    await expect(rows.nth(0)).toContainText(paid.number)
    await expect(rows.nth(0)).toContainText('Paid')
    await expect(rows.nth(1)).toContainText(open.number)
    await expect(rows.nth(1)).toContainText('Open')
    await expectNoAxeAtBothWidths(page, 'every invoice')
    await page.getByLabel('Status', { exact: true }).selectOption('open')
    await page.getByLabel('Search', { exact: true }).fill('rosa')
    await expect(invoiceCaption).toHaveText('Showing 1 of 1 invoice, newest first')
    await expect(page).toHaveURL(/view=invoices/)
    await expect(page).toHaveURL(/status=open/)
    await expect(page).toHaveURL(/q=rosa/)
    const invoiceCSV = await exportRows(page, list)
    expect(invoiceCSV.slice(1).map((r) => [r[0], r[1], r[2], r[6], r[7], r[8]])).toEqual([[open.number, 'open', 'Booking agent', '400.00', '0.00', '400.00']])

    // On a phone each invoice is a card that opens its project.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('listitem').filter({ hasText: open.number }).getByRole('button').click()
    const bookingSheet = page.getByRole('dialog', { name: 'Booking agent' })
    await expect(bookingSheet.getByRole('region', { name: 'Invoices' })).toContainText(open.number)
  })
})
