import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BookingEmbed, bookingPageUrl } from './BookingEmbed'

const SRC = 'https://cal.example/team/call?embed=true&theme=light'

describe('booking embed', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('links to the booking page without the embed switch', () => {
    expect(bookingPageUrl(SRC)).toBe('https://cal.example/team/call?theme=light')
    expect(bookingPageUrl('not a url')).toBe('not a url')
  })

  it('shows a skeleton, then the calendar once it loads, always with the new-tab link', () => {
    const { container } = render(<BookingEmbed src={SRC} title="Book a call" />)
    expect(screen.getByText('Loading the calendar')).toBeInTheDocument()
    fireEvent.load(screen.getByTitle('Book a call'))
    expect(screen.queryByText('Loading the calendar')).toBeNull()
    expect(container.querySelector('[data-booking-state]')).toHaveAttribute('data-booking-state', 'loaded')
    const link = screen.getByRole('link', { name: 'Open the booking page in a new tab' })
    expect(link).toHaveAttribute('href', 'https://cal.example/team/call?theme=light')
    expect(link).toHaveAttribute('target', '_blank')
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(screen.queryByText('The calendar did not load here')).toBeNull()
  })

  it('offers the e-mail and the booking page when the calendar has not loaded in time', () => {
    render(<BookingEmbed src={SRC} title="Book a call" fallbackAfterMs={3000} />)
    act(() => {
      vi.advanceTimersByTime(2900)
    })
    expect(screen.queryByText('The calendar did not load here')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.getByText('The calendar did not load here')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the booking page in a new tab' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
    // A calendar that arrives late still replaces the fallback.
    fireEvent.load(screen.getByTitle('Book a call'))
    expect(screen.queryByText('The calendar did not load here')).toBeNull()
  })

  it('falls back at once when the browser is offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    render(<BookingEmbed src={SRC} title="Book a call" />)
    expect(screen.getByText('The calendar did not load here')).toBeInTheDocument()
  })
})
