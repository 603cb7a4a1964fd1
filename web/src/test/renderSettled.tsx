import { act, render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'

/**
 * Renders inside an awaited act, so that a part whose code loads apart (a
 * React.lazy part) can arrive: React
 * retries what suspended only once such an act is awaited.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let view: RenderResult | undefined
  await act(() => {
    view = render(ui)
    return Promise.resolve()
  })
  if (!view) throw new Error('render did not run')
  return view
}
