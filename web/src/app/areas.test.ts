import { describe, expect, it } from 'vitest'
import { areaOf } from './areas'

describe('areaOf', () => {
  it('guards the staff and partner areas but not their sign-in and invitation pages', () => {
    expect(areaOf('/admin')).toBe('admin')
    expect(areaOf('/admin/outbox')).toBe('admin')
    expect(areaOf('/admin/account')).toBe('admin')
    expect(areaOf('/admin/login')).toBeUndefined()
    expect(areaOf('/admin/welcome')).toBeUndefined()
    expect(areaOf('/partners/portal')).toBe('partner')
    expect(areaOf('/partners/branding')).toBe('partner')
    expect(areaOf('/partners/login')).toBeUndefined()
    expect(areaOf('/partners/welcome')).toBeUndefined()
    expect(areaOf('/partner-login')).toBeUndefined()
  })

  it('puts the client portal in its own area and leaves public pages alone', () => {
    expect(areaOf('/c/:token')).toBe('client')
    expect(areaOf('/')).toBeUndefined()
    expect(areaOf('/partners')).toBeUndefined()
    expect(areaOf('/partner-licensing')).toBeUndefined()
    expect(areaOf('/administrator')).toBeUndefined()
  })
})
