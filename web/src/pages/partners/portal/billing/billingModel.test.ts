import { describe, expect, it } from 'vitest'
import { readUrlState } from '../../../../lib/urlState'
import { listAddress } from '../../../../lib/usePagedList'
import { BILLING_PARAMS, billingBase, billingFilters, clientLine, isFiltered, STATUS_OPTIONS, statusOf } from './billingModel'

describe('the lists of quotes and invoices', () => {
  it('filter by the statuses the server knows, an invoice\'s overdue too', () => {
    expect(STATUS_OPTIONS.quotes.map((o) => o.value)).toEqual(['draft', 'sent', 'accepted', 'declined', 'expired', 'superseded'])
    expect(STATUS_OPTIONS.invoices.map((o) => o.value)).toEqual(['open', 'overdue', 'paid', 'void'])
    expect(STATUS_OPTIONS.invoices.map((o) => o.label)).toEqual(['Open', 'Overdue', 'Paid', 'Void'])
  })

  it('ask for a page with the filters in use and the cursor; the export for every match', () => {
    const f = billingFilters('quotes', { status: 'sent', q: '  Acme & Co ' })
    expect(listAddress(billingBase('quotes'), f, 'abc.1')).toBe('/api/partner/quotes?status=sent&q=Acme+%26+Co&cursor=abc.1')
    expect(listAddress(`${billingBase('quotes')}.csv`, f)).toBe('/api/partner/quotes.csv?status=sent&q=Acme+%26+Co')
    expect(listAddress(`${billingBase('invoices')}.csv`, billingFilters('invoices', { status: '', q: ' ' }))).toBe('/api/partner/invoices.csv')
  })

  it("leave out a status of the other list's, as a link may carry one", () => {
    expect(statusOf('quotes', 'overdue')).toBe('')
    expect(statusOf('invoices', 'overdue')).toBe('overdue')
    expect(billingFilters('quotes', { status: 'paid', q: '' })).toEqual({ status: '', q: '' })
    expect(isFiltered('quotes', { status: 'paid', q: '' })).toBe(false)
    expect(isFiltered('invoices', { status: 'paid', q: '' })).toBe(true)
    expect(isFiltered('invoices', { status: '', q: 'x' })).toBe(true)
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
