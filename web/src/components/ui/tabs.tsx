import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react'
import { lastControl } from '../../lib/lastControl'
import { cn } from '../../lib/utils'

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation: each panel is
 * at hand, so the arrow that reaches a tab shows it): a tablist of
 * tab buttons, one tabpanel per value. Only the chosen tab is in the Tab
 * order; Left/Right (wrapping), Home and End move focus along the list and
 * choose the tab they land on; a vertical list (a sidebar) takes Up/Down as
 * well. A list may hold presentational parts between its tabs (a sidebar's
 * section headings): the keys go through every tab in it, in order. Markup and data-state follow what Radix Tabs
 * drew, so the looks and the browser journeys are unchanged, at a fraction
 * of its weight on the public pages.
 */
type TabsState = { baseId: string; value: string; choose: (value: string) => void }

const TabsContext = createContext<TabsState | null>(null)

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error(`${part} must be inside <Tabs>`)
  return state
}

/** Ids of a tab and its panel; values may hold characters an id should not. */
const tabId = (baseId: string, value: string) => `${baseId}-tab-${encodeURIComponent(value)}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${encodeURIComponent(value)}`

type TabsProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'> & {
  /** The chosen tab, when the caller keeps it (with onValueChange). */
  value?: string
  /** The first chosen tab, when the tabs keep it themselves. */
  defaultValue?: string
  onValueChange?: (value: string) => void
}

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value, defaultValue = '', onValueChange, ...props },
  ref,
) {
  const baseId = useId()
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  const choose = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next)
      onValueChange?.(next)
    },
    [value, onValueChange],
  )
  return (
    <TabsContext.Provider value={{ baseId, value: current, choose }}>
      <div ref={ref} data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  )
})

type Move = (i: number, n: number) => number
const nextTab: Move = (i, n) => (i + 1) % n
const previousTab: Move = (i, n) => (i - 1 + n) % n

/** Where each key moves focus, from the index of the focused tab among n. */
const moves: Record<string, Move> = {
  ArrowRight: nextTab,
  ArrowLeft: previousTab,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** A vertical list takes Down and Up too (and keeps Left and Right, which people try first). */
const verticalMoves: Record<string, Move> = { ...moves, ArrowDown: nextTab, ArrowUp: previousTab }

type ListProps = ComponentPropsWithoutRef<'div'> & {
  /** Draw nothing of the default bar: the caller's className is the whole look. */
  unstyled?: boolean
  /** 'vertical' for a column of tabs beside the panel (a sidebar); horizontal by default. */
  orientation?: 'horizontal' | 'vertical'
}

/** A segmented bar (or a column) of tabs; arrow keys, Home and End move between them. */
export const TabsList = forwardRef<HTMLDivElement, ListProps>(function TabsList(
  { className, unstyled, orientation = 'horizontal', onKeyDown, ...props },
  ref,
) {
  const { choose } = useTabs('TabsList')
  const vertical = orientation === 'vertical'
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const move = (vertical ? verticalMoves : moves)[event.key]
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
    const from = tabs.indexOf(event.target as HTMLButtonElement)
    const next = tabs[move(from, tabs.length)]
    if (from < 0 || !next) return
    event.preventDefault()
    next.focus()
    choose(next.dataset.value ?? '')
  }
  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cn(
        !unstyled &&
          (vertical
            ? 'flex flex-col items-stretch gap-1 rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200'
            : 'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200'),
        className,
      )}
      onKeyDown={onKey}
      {...props}
    />
  )
})

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & {
  value: string
  /** Draw nothing of the default tab: the caller's className is the whole look. */
  unstyled?: boolean
}

export const TabsTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function TabsTrigger(
  { value, className, unstyled, onClick, disabled, ...props },
  ref,
) {
  const tabs = useTabs('TabsTrigger')
  const selected = tabs.value === value
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        !unstyled &&
          'inline-flex h-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 text-[15px] font-semibold text-slate-600 transition-[background-color,color,box-shadow] duration-150 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented && !selected) tabs.choose(value)
      }}
      {...props}
    />
  )
})

/**
 * The panel of one tab. Only the chosen panel renders its content (as with
 * Radix); the others stay as empty hidden panels so every tab's
 * aria-controls names an element.
 */
export const TabsContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & { value: string }>(
  function TabsContent({ value, className, children, ...props }, ref) {
    const tabs = useTabs('TabsContent')
    const ids = { id: panelId(tabs.baseId, value), 'aria-labelledby': tabId(tabs.baseId, value) }
    if (tabs.value !== value) return <div role="tabpanel" hidden data-state="inactive" {...ids} />
    return (
      <div
        ref={ref}
        role="tabpanel"
        tabIndex={0}
        data-state="active"
        {...ids}
        className={cn(
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 data-[state=active]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
      </div>
    )
  },
)

/**
 * For tabs kept in the URL: when the chosen tab changes from outside the
 * list (a View All link, the Notifications button), brings the list and its
 * panel into view, and puts the keyboard on the chosen tab when the control
 * that changed it was in the panel that goes. A change made in the list itself moves neither
 * focus nor the page. Returns the ref for the TabsList, or for an element
 * around it that holds other ways to the tabs (the admin's sidebar and its
 * phone "Section" control): where the chosen tab is not shown (the list is
 * folded away on a phone) the keyboard goes to the shown control marked
 * data-tabs-current. A sticky element is measured where it stands in its
 * container, not where it sticks.
 */
export function useTabsFollowValue(value: string) {
  const list = useRef<HTMLDivElement>(null)
  const shown = useRef(value)
  useEffect(() => {
    const el = list.current
    const changed = shown.current !== value
    shown.current = value
    const from = lastControl()
    if (!el || !changed || el.contains(document.activeElement) || (from && el.contains(from))) return
    const sticky = getComputedStyle(el).position === 'sticky'
    const rect = el.getBoundingClientRect()
    const top = sticky ? (el.parentElement ?? el).getBoundingClientRect().top : rect.top
    const bottom = top + rect.height
    // Under the sticky header, with the panel below it on the screen.
    if (top < 72 || bottom > window.innerHeight / 2) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      window.scrollBy({ top: top - 80, behavior: reduce ? 'instant' : 'smooth' })
    }
    // Pressed in the panel that just went (View All): the keyboard goes to the chosen tab.
    if (from && (!from.isConnected || el.parentElement?.contains(from))) {
      const targets = el.querySelectorAll<HTMLElement>('[aria-selected="true"], [data-tabs-current]')
      ;[...targets].find((t) => t.getClientRects().length > 0)?.focus({ preventScroll: true })
    }
  }, [value])
  return list
}
