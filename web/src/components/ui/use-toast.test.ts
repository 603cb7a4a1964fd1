import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { placementFor, toast, useToast } from './use-toast'

function buttonAt(top: number): HTMLButtonElement {
  const el = document.createElement('button')
  el.getBoundingClientRect = () => ({ top, bottom: top + 44, left: 0, right: 100, width: 100, height: 44, x: 0, y: top, toJSON: () => ({}) })
  document.body.appendChild(el)
  return el
}

describe('toast placement', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('goes to the edge farther from the control that raised it', () => {
    expect(placementFor({ top: 700, bottom: 744 }, 844)).toBe('top')
    expect(placementFor({ top: 100, bottom: 144 }, 844)).toBe('bottom')
    expect(placementFor(undefined, 844)).toBe('bottom')
  })

  it('uses the given anchor, else the control the visitor last pressed', () => {
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true })
    const { result } = renderHook(() => useToast())
    const low = buttonAt(900)
    const high = buttonAt(10)

    act(() => {
      low.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      toast({ title: 'Email Required' })
    })
    expect(result.current.toasts[0]?.placement).toBe('top')

    act(() => {
      toast({ title: 'Saved', anchor: high })
    })
    expect(result.current.toasts[0]?.placement).toBe('bottom')
    // Spec section 9: one toast at a time.
    expect(result.current.toasts).toHaveLength(1)
  })
})
