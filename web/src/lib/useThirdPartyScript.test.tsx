import { render } from '@testing-library/react'
import { createPortal } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { useThirdPartyScript } from './useThirdPartyScript'

function Page() {
  useThirdPartyScript('https://embed.example/form_embed.js', 'booking')
  return <p>page</p>
}

/** A page, and a toast React portals into <body> while the page is open. */
function Host({ show, toast }: { show: boolean; toast: boolean }) {
  return (
    <>
      {show ? <Page /> : null}
      {toast ? createPortal(<span>toast</span>, document.body) : null}
    </>
  )
}

function Deferred({ enabled }: { enabled: boolean }) {
  useThirdPartyScript('https://embed.example/form_embed.js', 'deferred', enabled)
  return <p>page</p>
}

describe('useThirdPartyScript', () => {
  it('adds nothing until enabled, then the script once', () => {
    const { rerender, unmount } = render(<Deferred enabled={false} />)
    expect(document.querySelector('script[data-third-party="deferred"]')).toBeNull()
    rerender(<Deferred enabled />)
    expect(document.querySelectorAll('script[data-third-party="deferred"]')).toHaveLength(1)
    unmount()
    expect(document.querySelector('script[data-third-party="deferred"]')).toBeNull()
  })

  it('adds the script on open and removes it and what it injected on leaving, keeping React nodes', async () => {
    const { rerender } = render(<Host show toast={false} />)
    rerender(<Host show toast />)
    const script = document.querySelector('script[data-third-party="booking"]')
    expect(script).toHaveAttribute('src', 'https://embed.example/form_embed.js')
    // What the provider's script would inject.
    const style = document.createElement('style')
    document.head.appendChild(style)
    const widget = document.createElement('div')
    widget.id = 'provider-widget'
    document.body.appendChild(widget)
    await Promise.resolve()
    rerender(<Host show={false} toast />)
    expect(document.querySelector('script[data-third-party="booking"]')).toBeNull()
    expect(style.isConnected).toBe(false)
    expect(document.getElementById('provider-widget')).toBeNull()
    expect(document.body.textContent).toContain('toast')
  })
})
