import { describe, expect, it } from 'vitest'
import { listAddress } from './usePagedList'

describe('a paged list address', () => {
  it('carries the filters that are set and the cursor', () => {
    expect(listAddress('/api/x', { status: '', q: '  ' })).toBe('/api/x')
    expect(listAddress('/api/x', { status: 'open', q: ' Dana & co ' }, 'abc.1')).toBe('/api/x?status=open&q=Dana+%26+co&cursor=abc.1')
    expect(listAddress('/api/x.csv', { status: 'late', q: '' })).toBe('/api/x.csv?status=late')
  })
})
