import { describe, expect, it } from 'vitest'
import { readUrlState } from '../../../../lib/urlState'
import { BILLING_PARAMS, billingKey, clientLine, exportUrl, isFiltered, listUrl, PAGE_SIZE, STATUS_OPTIONS, statusOf } from './billingModel'

describe('the lists of quotes and invoices', () => {
  it('filter by the statuses the server knows, an invoice\'s overdue too', () => {
    expect(STATUS_OPTIONS.quotes.map((o) => o.value)).toEqual(['draft', 'sent', 'accepted', 'declined', 'expired', 'superseded'])
    expect(STATUS_OPTIONS.invoices.map((o) => o.value)).toEqual(['open', 'overdue', 'paid', 'void'])
    expect(STATUS_OPTIONS.invoices.map((o) => o.label)).toEqual(['Open', 'Overdue', 'Paid', 'Void'])
  })

  it('ask for a page with the filters in use, the cursor and the page size; the export for every match', () => {
    const f = { status: 'sent', q: '  Acme & Co ' }
    expect(listUrl('quotes', f)).toBe(`/api/partner/quotes?status=sent&q=Acme+%26+Co&limit=${PAGE_SIZE}`)
    expect(listUrl('quotes', f, 'abc.1')).toBe(`/api/partner/quotes?status=sent&q=Acme+%26+Co&cursor=abc.1&limit=${PAGE_SIZE}`)
    expect(exportUrl('quotes', f)).toBe('/api/partner/quotes.csv?status=sent&q=Acme+%26+Co')
    expect(exportUrl('invoices', { status: '', q: ' ' })).toBe('/api/partner/invoices.csv')
  })

  it("leave out a status of the other list's, as a link may carry one", () => {
    expect(statusOf('quotes', 'overdue')).toBe('')
    expect(statusOf('invoices', 'overdue')).toBe('overdue')
    expect(exportUrl('quotes', { status: 'paid', q: '' })).toBe('/api/partner/quotes.csv')
    expect(isFiltered('quotes', { status: 'paid', q: '' })).toBe(false)
    expect(isFiltered('invoices', { status: 'paid', q: '' })).toBe(true)
    expect(isFiltered('invoices', { status: '', q: 'x' })).toBe(true)
    expect(billingKey('quotes', { status: 'paid', q: ' x ' })).toEqual(['partner', 'billing', 'quotes', '', 'x'])
  })

  it('read the view and filters from the address, an unknown value as none', () => {
    expect(readUrlState(new URLSearchParams('tab=revenue&view=invoices&status=overdue&q=zephyr'), BILLING_PARAMS)).toEqual({
      view: 'invoices',
      status: 'overdue',
      q: 'zephyr',
    })
    expect(readUrlState(new URLSearchParams('view=bills&status=lost'), BILLING_PARAMS)).toEqual({ view: 'overview', status: '', q: '' })
  })

  it("name a row's client by name and company, once each", () => {
    expect(clientLine({ clientName: 'Robin Roe', clientCompany: 'Zephyr Labs' })).toBe('Robin Roe · Zephyr Labs')
    expect(clientLine({ clientName: 'Acme', clientCompany: 'Acme' })).toBe('Acme')
    expect(clientLine({ clientName: ' ', clientCompany: 'Zephyr Labs' })).toBe('Zephyr Labs')
    expect(clientLine({ clientName: '', clientCompany: '' })).toBe('')
  })
})
