import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { toast, useToast } from './use-toast'

function buttonAt(top: number): HTMLButtonElement {
  const el = document.createElement('button')
  el.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height: 44 })
  document.body.appendChild(el)
  return el
}

describe('toast anchor', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is the given control, else the control the visitor last pressed', () => {
    const { result } = renderHook(() => useToast())
    const low = buttonAt(900)
    const high = buttonAt(10)

    act(() => {
      low.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      toast({ title: 'Email Required' })
    })
    expect(result.current.toasts[0]?.anchor.el).toBe(low)
    expect(result.current.toasts[0]?.anchor.box?.top).toBe(900)

    act(() => {
      toast({ title: 'Saved', anchor: high })
    })
    expect(result.current.toasts[0]?.anchor.el).toBe(high)
    // Spec section 9: one toast at a time.
    expect(result.current.toasts).toHaveLength(1)
  })
})
