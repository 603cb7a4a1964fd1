import { describe, expect, it } from 'vitest'
import { readUrlState } from '../../../lib/urlState'
import { canRetry, destinationOf, nextAttemptText, OUTBOX_FILTER_PARAMS, outboxUrl, relativeTime, totalOf } from './outboxModel'

describe('outboxModel', () => {
  it('reads only known filters from the URL and writes the list URL with the cursor', () => {
    expect(readUrlState(new URLSearchParams('tab=outbox&status=dead&kind=webhook'), OUTBOX_FILTER_PARAMS)).toEqual({ status: 'dead', kind: 'webhook' })
    expect(readUrlState(new URLSearchParams('status=nope&kind=sms'), OUTBOX_FILTER_PARAMS)).toEqual({ status: '', kind: '' })
    expect(outboxUrl({ status: '', kind: '' })).toBe('/api/admin/outbox')
    expect(outboxUrl({ status: 'failed', kind: 'email' }, 120)).toBe('/api/admin/outbox?status=failed&kind=email&before=120')
  })

  it('offers Retry for failed and dead messages only', () => {
    expect(['pending', 'sending', 'sent', 'failed', 'dead'].filter(canRetry)).toEqual(['failed', 'dead'])
  })

  it('says when the next attempt is, or that e-mails wait for a mail server', () => {
    const now = Date.parse('2026-01-01T12:00:00Z')
    const inFive = '2026-01-01T12:05:00Z'
    expect(nextAttemptText({ status: 'pending', kind: 'email', nextAttemptAt: inFive }, false, now)).toBe('Waiting for a mail server')
    expect(nextAttemptText({ status: 'failed', kind: 'email', nextAttemptAt: inFive }, true, now)).toBe('in 5 minutes')
    expect(nextAttemptText({ status: 'failed', kind: 'webhook', nextAttemptAt: inFive }, false, now)).toBe('in 5 minutes')
    expect(nextAttemptText({ status: 'sent', kind: 'webhook', nextAttemptAt: inFive }, true, now)).toBe('')
    expect(nextAttemptText({ status: 'dead', kind: 'webhook', nextAttemptAt: inFive }, true, now)).toBe('')
    expect(relativeTime('2026-01-01T11:58:00Z', now)).toBe('2 minutes ago')
    expect(relativeTime('2026-01-01T12:00:04Z', now)).toBe('now')
  })

  it('names where a message goes and adds up the counts', () => {
    const urls = new Map([[3, 'https://hooks.example/a']])
    expect(destinationOf({ kind: 'email', recipient: 'a@example.com', endpointId: null }, urls)).toBe('a@example.com')
    expect(destinationOf({ kind: 'webhook', recipient: '', endpointId: 3 }, urls)).toBe('https://hooks.example/a')
    expect(destinationOf({ kind: 'webhook', recipient: '', endpointId: 9 }, urls)).toBe('Endpoint #9 (deleted)')
    expect(totalOf({ pending: 2, sending: 0, sent: 5, failed: 1, dead: 1 })).toBe(9)
    expect(totalOf(undefined)).toBe(0)
  })
})
