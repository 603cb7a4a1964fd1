import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy and waitFor wait up to 5 s: a part loaded on first use (the toast
// queue, a lazy tab) can take more than the default second on a busy
// two-core machine.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// jsdom lacks a few browser APIs that Radix primitives use.
// Each stub does nothing, on purpose: jsdom has no layout to observe or scroll.
const doNothing = (): void => undefined
class ResizeObserverStub {
  observe = doNothing
  unobserve = doNothing
  disconnect = doNothing
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
const elementStubs: Record<string, () => unknown> = {
  scrollIntoView: doNothing,
  hasPointerCapture: () => false,
  releasePointerCapture: doNothing,
}
for (const [name, stub] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stub, configurable: true, writable: true })
}
