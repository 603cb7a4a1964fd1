import { describe, expect, it } from 'vitest'
import { signedLine, sowActions, SOW_LIMITS, waitingFirst, type SowSignature } from './sowModel'

describe('statements of work', () => {
  it('change only as drafts, are withdrawn only while waiting, and never once signed', () => {
    expect(sowActions('draft')).toEqual({ edit: true, send: true, remove: true, withdraw: false })
    expect(sowActions('sent')).toEqual({ edit: false, send: false, remove: false, withdraw: true })
    expect(sowActions('signed')).toEqual({ edit: false, send: false, remove: false, withdraw: false })
    expect(sowActions('withdrawn')).toEqual({ edit: false, send: false, remove: false, withdraw: false })
  })

  it('list those waiting for a signature first, keeping the order within each', () => {
    const list = [
      { id: 4, status: 'signed' },
      { id: 3, status: 'sent' },
      { id: 2, status: 'signed' },
      { id: 1, status: 'sent' },
    ]
    expect(waitingFirst(list).map((s) => s.id)).toEqual([3, 1, 4, 2])
  })

  it('say who signed and when', () => {
    const sig: SowSignature = { signerName: 'Casey Client', signerEmail: 'c@x.co', signedAt: '2026-03-05T10:00:00Z', network: '', userAgent: '', sha256: '' }
    expect(signedLine(sig, (iso) => iso.slice(0, 10))).toBe('Signed by Casey Client on 2026-03-05')
  })

  it("take the server's limits", () => {
    expect(SOW_LIMITS).toEqual({ title: 200, body: 30000 })
  })
})
