import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { oneOf, readUrlState, textParam, useUrlState, writeUrlState, type UrlParams } from './urlState'

type Filters = { tab: 'list' | 'archive'; status: '' | 'open' | 'closed'; q: string }

const PARAMS: UrlParams<Filters> = {
  tab: oneOf(['list', 'archive'], 'list'),
  status: oneOf(['open', 'closed'], ''),
  q: textParam(5),
}

describe('readUrlState', () => {
  it('reads each param, and falls back where the address has none or one that is not allowed', () => {
    expect(readUrlState(new URLSearchParams('tab=archive&status=open&q=hi'), PARAMS)).toEqual({ tab: 'archive', status: 'open', q: 'hi' })
    expect(readUrlState(new URLSearchParams('tab=bogus&status=&other=1'), PARAMS)).toEqual({ tab: 'list', status: '', q: '' })
    expect(readUrlState(new URLSearchParams('q=abcdefgh'), PARAMS).q).toBe('abcde')
  })
})

describe('writeUrlState', () => {
  it('writes the patch, leaves out fallbacks and keeps the other params', () => {
    const next = writeUrlState(new URLSearchParams('tab=archive&status=open&page=2'), PARAMS, { tab: 'list', status: 'closed' })
    expect(next.toString()).toBe('status=closed&page=2')
    expect(writeUrlState(new URLSearchParams('q=ab'), PARAMS, { q: '' }).toString()).toBe('')
  })
})

/** A screen with a status filter and a search box, as screens use the hook. */
function Screen() {
  const [filters, setFilters] = useUrlState(PARAMS)
  const location = useLocation()
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="search">{location.search}</output>
      <button onClick={() => setFilters({ status: 'open' })}>Open</button>
      <button onClick={() => setFilters({ tab: 'archive' }, { only: true })}>Archive tab</button>
      <button onClick={() => setFilters({ q: 'late' }, { push: true })}>Search</button>
      <button
        onClick={() => {
          // Two writes before the next render: the second starts from the first's address.
          setFilters({ status: 'closed' })
          setFilters({ q: 'both' })
        }}
      >
        Twice
      </button>
    </>
  )
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }, { path: '/start', element: null }], { initialEntries: ['/start', url], initialIndex: 1 })
  render(<RouterProvider router={router} />)
  return router
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Filters
const search = () => screen.getByTestId('search').textContent

describe('useUrlState', () => {
  it('reads the address and writes a change into it, replacing the history entry, other params kept', async () => {
    const router = renderAt('/list?tab=archive&page=3')
    expect(shown()).toEqual({ tab: 'archive', status: '', q: '' })
    act(() => screen.getByText('Open').click())
    expect(search()).toBe('?tab=archive&page=3&status=open')
    expect(shown().status).toBe('open')
    // Replaced: Back leaves the screen.
    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/start')
  })

  it('a tab written with only drops the other params; its fallback is left out of the address', () => {
    renderAt('/list?status=open&q=abc')
    act(() => screen.getByText('Archive tab').click())
    expect(search()).toBe('?tab=archive')
    expect(shown()).toEqual({ tab: 'archive', status: '', q: '' })
  })

  it('a pushed write adds a history entry, and Back brings the view before', async () => {
    const router = renderAt('/list?status=open')
    act(() => screen.getByText('Search').click())
    expect(shown()).toEqual({ tab: 'list', status: 'open', q: 'late' })
    await act(() => router.navigate(-1))
    expect(shown()).toEqual({ tab: 'list', status: 'open', q: '' })
    expect(router.state.location.pathname).toBe('/list')
  })

  it('two writes in one event both land', () => {
    renderAt('/list')
    act(() => screen.getByText('Twice').click())
    expect(shown()).toEqual({ tab: 'list', status: 'closed', q: 'both' })
  })
})
