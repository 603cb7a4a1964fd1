import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SessionTime } from './SessionTime'
import { WholeTimes } from './WholeTimes'

describe('SessionTime', () => {
  it('writes the instant for machines and both clocks for people, each side kept whole', () => {
    const { container } = render(<SessionTime at="2026-03-10T11:00:00Z" hostZone="America/Chicago" visitorZone="Europe/Berlin" />)
    const time = container.querySelector('time')!
    expect(time.dateTime).toBe('2026-03-10T11:00:00.000Z')
    expect(time.textContent).toBe('6:00 AM Central · 12:00 PM your time')
    expect([...time.querySelectorAll('.whitespace-nowrap')].map((s) => s.textContent)).toEqual(['6:00 AM Central ·', '12:00 PM your time'])
  })

  it('writes one time when the clocks agree', () => {
    const { container } = render(<SessionTime at="2026-03-10T11:00:00Z" hostZone="America/Chicago" visitorZone="America/Chicago" />)
    expect(container.querySelector('time')!.textContent).toBe('6:00 AM Central')
  })
})

describe('WholeTimes', () => {
  it('keeps the text and wraps each clock time so it never breaks before AM or PM', () => {
    const { container } = render(
      <p>
        <WholeTimes text="6:00 AM and 6:00 PM Central (12:00 PM and 12:00 AM your time)" />
      </p>,
    )
    expect(container.textContent).toBe('6:00 AM and 6:00 PM Central (12:00 PM and 12:00 AM your time)')
    expect([...container.querySelectorAll('.whitespace-nowrap')].map((s) => s.textContent)).toEqual([
      '6:00 AM',
      '6:00 PM',
      '12:00 PM',
      '12:00 AM',
    ])
  })
})
