/**
 * A screen's filters and tabs kept in the address (?tab=clients&status=open),
 * so a reload, a link or Back and Forward bring the same view. A screen names
 * its params once, each with the value it has when the address has none; the
 * hook reads them typed and writes them back, leaving out what equals its
 * fallback and keeping the address's other params.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** One search param of a screen. */
export interface UrlParam<V extends string> {
  /** The value when the address has none, or one `parse` refuses; it is never written. */
  fallback: V
  /** The value the address's text stands for, or undefined when it stands for none; any text when left out. */
  parse?: (raw: string) => V | undefined
}

export type UrlParams<T extends Record<keyof T, string>> = { readonly [K in keyof T]: UrlParam<T[K]> }

/** A param that is one of `values`, else `fallback` (an unknown value in a link shows the default). */
export function oneOf<V extends string, F extends string>(values: readonly V[], fallback: F): Required<UrlParam<V | F>> {
  return { fallback, parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as V) : undefined) }
}

/** A param of free text, at most `max` characters of it; '' when absent. */
export function textParam(max: number): UrlParam<string> {
  return { fallback: '', parse: (raw) => raw.slice(0, max) }
}

/** The values of `params` in `search`. */
export function readUrlState<T extends Record<keyof T, string>>(search: URLSearchParams, params: UrlParams<T>): T {
  const values = {} as Record<keyof T, string>
  for (const key of Object.keys(params) as (keyof T & string)[]) {
    const { fallback, parse } = params[key]
    const raw = search.get(key)
    values[key] = (raw === null ? undefined : parse ? parse(raw) : raw) ?? fallback
  }
  return values as T
}

/** `search` with `patch` written in: a value equal to its param's fallback (or '') is taken out. */
export function writeUrlState<T extends Record<keyof T, string>>(
  search: URLSearchParams,
  params: UrlParams<T>,
  patch: Partial<T>,
): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const [key, value] of Object.entries(patch) as [keyof T & string, string | undefined][]) {
    if (value === undefined) continue
    if (value === '' || value === params[key].fallback) next.delete(key)
    else next.set(key, value)
  }
  return next
}

export interface UrlWrite {
  /**
   * Adds a history entry, so Back returns to the view before (opening an
   * item). By default the current entry is replaced: typing, filters and
   * tabs do not fill the history.
   */
  push?: boolean
  /** Drops the address's other params: a new tab starts without the last one's filters. */
  only?: boolean
}

/** The screen's `params` as read from the address, and the function that writes some of them. */
export function useUrlState<T extends Record<keyof T, string>>(
  params: UrlParams<T>,
): [T, (patch: Partial<T>, how?: UrlWrite) => void] {
  const { search } = useLocation()
  const navigate = useNavigate()
  const values = useMemo(() => readUrlState(new URLSearchParams(search), params), [search, params])
  // A write starts from the latest address, not this render's: a debounced
  // search may land after another filter changed.
  const latest = useRef(search)
  useLayoutEffect(() => {
    latest.current = search
  }, [search])
  const write = useCallback(
    (patch: Partial<T>, { push = false, only = false }: UrlWrite = {}) => {
      const next = writeUrlState(new URLSearchParams(only ? '' : latest.current), params, patch).toString()
      latest.current = next ? `?${next}` : ''
      void navigate(`?${next}`, { replace: !push })
    },
    [navigate, params],
  )
  return [values, write]
}
