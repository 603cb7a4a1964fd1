import { describe, expect, it } from 'vitest'
import { sowOutline } from './sowOutline'

describe('a new statement of work', () => {
  it("starts from headings and the project's review clause", () => {
    const text = sowOutline({ title: 'Booking agent', clientName: 'Rosa Vega' }, 24)
    expect(text.startsWith('## Scope\n\nWhat Booking agent delivers')).toBe(true)
    expect(text).toContain('Rosa Vega reviews each submitted deliverable within 24 working hours')
    expect(text.endsWith('## Price and payment')).toBe(true)
  })

  it('leaves the hours out until they are known', () => {
    expect(sowOutline({ title: '', clientName: ' ' })).toContain('The client reviews each submitted deliverable and approves it')
  })
})
