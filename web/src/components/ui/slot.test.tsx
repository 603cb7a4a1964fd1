import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { mergeSlotProps, Slot } from './slot'

describe('Slot', () => {
  it('renders the child with the slot props merged in', () => {
    render(
      <Slot className="slot" title="from slot" data-x="slot" aria-describedby="a b">
        <a href="/x" className="child" data-x="child" aria-describedby="b c">
          Go
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Go' })
    expect(link).toHaveAttribute('href', '/x')
    expect(link).toHaveAttribute('class', 'slot child')
    expect(link).toHaveAttribute('title', 'from slot')
    // Any other prop of the child wins.
    expect(link).toHaveAttribute('data-x', 'child')
    expect(link).toHaveAttribute('aria-describedby', 'b c a')
  })

  it('runs both click handlers, the child first, and passes the child result on', async () => {
    const calls: string[] = []
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Press
        </button>
      </Slot>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Press' }))
    expect(calls).toEqual(['child', 'slot'])
  })

  it('uses the slot handler when the child has none, and merges styles', () => {
    const onSlot = vi.fn()
    const merged = mergeSlotProps({ onClick: onSlot, style: { color: 'red', margin: 1 } }, { style: { color: 'blue' } })
    expect(merged.onClick).toBe(onSlot)
    expect(merged.style).toEqual({ color: 'blue', margin: 1 })
  })

  it('gives the element to both the slot ref and the child ref', () => {
    const slotRef = createRef<HTMLElement>()
    const childRef = createRef<HTMLAnchorElement>()
    render(
      <Slot ref={slotRef}>
        <a ref={childRef} href="/y">
          Y
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Y' })
    expect(slotRef.current).toBe(link)
    expect(childRef.current).toBe(link)
  })

  it('lets Button asChild style a link, keeping its ref and handlers', async () => {
    const ref = createRef<HTMLButtonElement>()
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault())
    render(
      <Button asChild ref={ref} variant="secondary" className="extra" onClick={onClick}>
        <a href="/z" className="own">
          Link
        </a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Link' })
    expect(ref.current).toBe(link as unknown as HTMLButtonElement)
    expect(link.className).toMatch(/^inline-flex .*bg-white.* extra own$/)
    await userEvent.click(link)
    expect(onClick).toHaveBeenCalledOnce()
  })
})
