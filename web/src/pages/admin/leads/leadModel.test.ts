import { describe, expect, it } from 'vitest'
import {
  customFieldEntries,
  emptyFilters,
  exportUrl,
  LEAD_FILTER_PARAMS,
  formatDateTime,
  isFiltered,
  leadsQueryString,
  leadsUrl,
  PAGE_SIZE,
  statusTone,
  truncate,
  leadDisplayName,
  sourceLabel,
} from './leadModel'
import { readUrlState } from '../../../lib/urlState'

describe('lead filters to query string', () => {
  it('is empty with no filters', () => {
    expect(leadsQueryString(emptyFilters)).toBe('')
    expect(isFiltered(emptyFilters)).toBe(false)
  })

  it('keeps only the filters in use, trims the search and encodes it', () => {
    const f = { q: '  Jordan & Co ', source: 'toolkit_download', status: 'new', audience: '', assignee: '' } as const
    expect(leadsQueryString(f)).toBe('?q=Jordan+%26+Co&source=toolkit_download&status=new')
    expect(isFiltered(f)).toBe(true)
  })

  it('treats a blank search as no search', () => {
    expect(leadsQueryString({ ...emptyFilters, q: '   ' })).toBe('')
    expect(isFiltered({ ...emptyFilters, q: '   ' })).toBe(false)
  })

  it('adds the cursor and page size for the inbox, never for the export', () => {
    const f = { ...emptyFilters, audience: 'investor' as const }
    expect(leadsUrl(f)).toBe(`/api/admin/leads?audience=investor&limit=${PAGE_SIZE}`)
    expect(leadsUrl(f, 'abc.1')).toBe(`/api/admin/leads?audience=investor&cursor=abc.1&limit=${PAGE_SIZE}`)
    expect(exportUrl(f)).toBe('/api/admin/leads/export.csv?audience=investor')
    expect(exportUrl(emptyFilters)).toBe('/api/admin/leads/export.csv')
  })

  it('reads filters from a URL and drops unknown values', () => {
    expect(readUrlState(new URLSearchParams('q=ann&source=toolkit_download&status=bogus&audience=investor'), LEAD_FILTER_PARAMS)).toEqual({
      q: 'ann',
      source: 'toolkit_download',
      status: '',
      audience: 'investor',
      assignee: '',
    })
  })

  it('asks for my leads, nobody\'s or one person\'s, and keeps it in the export', () => {
    expect(leadsQueryString({ ...emptyFilters, assignee: 'me' })).toBe('?assignee=me')
    expect(leadsQueryString({ ...emptyFilters, status: 'new', assignee: 'none' })).toBe('?status=new&assignee=none')
    expect(exportUrl({ ...emptyFilters, assignee: '7' })).toBe('/api/admin/leads/export.csv?assignee=7')
    expect(leadsUrl({ ...emptyFilters, assignee: 'me' }, 'c.2')).toBe(`/api/admin/leads?assignee=me&cursor=c.2&limit=${PAGE_SIZE}`)
    expect(isFiltered({ ...emptyFilters, assignee: 'me' })).toBe(true)
  })

  it('reads the assignee from a URL: me, none or an id, nothing else', () => {
    const read = (search: string) => readUrlState(new URLSearchParams(search), LEAD_FILTER_PARAMS).assignee
    expect(read('assignee=me')).toBe('me')
    expect(read('assignee=none')).toBe('none')
    expect(read('assignee=12')).toBe('12')
    expect(read('assignee=0')).toBe('')
    expect(read('assignee=-3')).toBe('')
    expect(read('assignee=everyone')).toBe('')
  })
})

describe('formatting', () => {
  const utc = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })

  it('formats dates and tolerates missing ones', () => {
    expect(formatDateTime('2026-03-04T14:05:09Z', utc)).toBe('Mar 4, 2026, 2:05 PM')
    expect(formatDateTime('', utc)).toBe('—')
    expect(formatDateTime('not a date', utc)).toBe('—')
  })

  it('truncates on a word boundary with an ellipsis', () => {
    expect(truncate('short', 20)).toBe('short')
    expect(truncate('We miss calls after 5pm and lose bookings every week', 24)).toBe('We miss calls after 5pm…')
    expect(truncate('  many   spaces\nhere ', 40)).toBe('many spaces here')
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…')
  })

  it('sorts custom fields, names their keys in words and leaves out empty values', () => {
    expect(customFieldEntries({ b: '2', crewSize: '12', a: '1', c: ' ' })).toEqual([
      ['A', '1'],
      ['B', '2'],
      ['Crew size', '12'],
    ])
    expect(customFieldEntries(null)).toEqual([])
  })

  it("shows an onboarding lead's answers under the form's questions, in its order, with the options' labels", () => {
    expect(customFieldEntries({ hasLogo: 'yes', phoneForwarding: 'cell', businessName: 'Bright Smiles AI', ownsDomain: 'no', domainName: '', extra: 'x' })).toEqual([
      ['Business name', 'Bright Smiles AI'],
      ['Do you already own a domain for this business?', 'No, not yet'],
      ['Where should calls to your business number go?', 'Forward to my cell'],
      ['Do you have a logo?', 'Yes, I have one'],
      ['Extra', 'x'],
    ])
  })

  it('gives each status its own tone', () => {
    expect(new Set(['new', 'contacted', 'qualified', 'closed'].map(statusTone)).size).toBe(4)
  })
})

describe('lead names and sources for display', () => {
  it("shows '(no name)' for a blank or unreadable name", () => {
    expect(leadDisplayName('  Maya   Chen ')).toBe('Maya Chen')
    expect(leadDisplayName('')).toBe('(no name)')
    expect(leadDisplayName('   ')).toBe('(no name)')
    expect(leadDisplayName('\u200b\u200b')).toBe('(no name)')
    expect(leadDisplayName('\u0000\u0007')).toBe('(no name)')
    expect(leadDisplayName(undefined)).toBe('(no name)')
    expect(leadDisplayName('Zoë\u200b')).toBe('Zoë')
  })

  it('labels sources for people, keeping unknown values as they are', () => {
    expect(sourceLabel('partner_licensing_application')).toBe('Licensing application')
    expect(sourceLabel('toolkit_download')).toBe('Toolkit download')
    expect(sourceLabel('something_new')).toBe('something_new')
  })
})
