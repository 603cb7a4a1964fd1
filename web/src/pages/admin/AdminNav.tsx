import { Check, ChevronsUpDown } from 'lucide-react'
import { useRef, useState } from 'react'
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog'
import { TabsList, TabsTrigger } from '../../components/ui/tabs'
import { cn } from '../../lib/utils'
import type { AdminTabGroup } from './tabs'

/**
 * The dashboard's sections as a sidebar (from 1024 px): one vertical tablist,
 * its tabs under presentational section headings, so the arrows, Home and
 * End go through every tab across the sections. `groups` are the sections
 * the signed-in role may use (tabGroupsFor).
 */
export function AdminSidebar({ groups, className }: { groups: AdminTabGroup[]; className?: string }) {
  return (
    <TabsList unstyled orientation="vertical" aria-label="Admin sections" className={cn('flex-col gap-5', className)}>
      {groups.map((group) => (
        <div key={group.label} role="presentation" className="flex flex-col gap-0.5">
          <div aria-hidden="true" className="px-3 pb-1.5 text-[11px] font-semibold uppercase tracking-[0.08em] text-slate-600">
            {group.label}
          </div>
          {group.tabs.map(({ value, label, Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              unstyled
              className="group flex h-9 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm font-medium text-slate-700 transition-colors duration-150 hover:bg-slate-200/50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-slate-200"
            >
              <Icon
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 transition-colors group-hover:text-slate-600 group-data-[state=active]:text-brand-600"
              />
              <span className="truncate">{label}</span>
            </TabsTrigger>
          ))}
        </div>
      ))}
    </TabsList>
  )
}

/**
 * The dashboard's sections on phones and tablets: a "Section" control naming
 * the current one opens the site's dialog (a bottom sheet on phones) with
 * every section, grouped as in the sidebar. Choosing one closes it and
 * shows that tab; Escape closes it; either way the keyboard is back on the
 * control. The tab changes only once focus is back, so the page stays where
 * it was (useTabsFollowValue leaves a change made from its own controls alone).
 */
export function SectionMenu({
  groups,
  current,
  onChoose,
  className,
}: {
  groups: AdminTabGroup[]
  current: string
  onChoose: (value: string) => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const control = useRef<HTMLButtonElement>(null)
  const chosenItem = useRef<HTMLButtonElement>(null)
  const pending = useRef<string | null>(null)
  const tabs = groups.flatMap((g) => g.tabs)
  const tab = tabs.find((t) => t.value === current) ?? tabs[0]
  const group = groups.find((g) => g.tabs.some((t) => t.value === tab?.value))

  const choose = (value: string) => {
    pending.current = value === current ? null : value
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        ref={control}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-tabs-current=""
        onClick={() => setOpen(true)}
        className={cn(
          'flex h-12 w-full items-center gap-3 rounded-xl bg-white px-3.5 text-left shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        {tab ? (
          <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600">
            <tab.Icon aria-hidden="true" className="size-4" />
          </span>
        ) : null}
        {/* Named by what it shows ("Section · System Outbox"), so the name and the words on it agree. */}
        <span className="flex min-w-0 flex-1 flex-col leading-tight">
          <span className="text-[11px] font-semibold uppercase tracking-[0.08em] text-slate-500">
            Section
            {group ? <span className="font-medium normal-case tracking-normal">{` · ${group.label}`}</span> : null}
          </span>
          <span className="truncate text-[15px] font-semibold text-slate-900">{tab?.label}</span>
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </button>
      <DialogContent
        aria-describedby={undefined}
        closeLabel="Close sections"
        className="gap-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:gap-5"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          chosenItem.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          control.current?.focus({ preventScroll: true })
          const next = pending.current
          pending.current = null
          if (next) onChoose(next)
        }}
      >
        <DialogTitle className="pr-10 text-lg">Admin sections</DialogTitle>
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-4">
          {groups.map((g) => (
            <section key={g.label} aria-labelledby={`section-menu-${g.label}`}>
              <h3
                id={`section-menu-${g.label}`}
                className="px-3 pb-1 text-[11px] font-semibold uppercase tracking-[0.08em] text-slate-500"
              >
                {g.label}
              </h3>
              <ul className="flex flex-col sm:gap-0.5">
                {g.tabs.map(({ value, label, Icon }) => {
                  const chosen = value === tab?.value
                  return (
                    <li key={value}>
                      <button
                        ref={chosen ? chosenItem : undefined}
                        type="button"
                        aria-current={chosen ? 'true' : undefined}
                        onClick={() => choose(value)}
                        className={cn(
                          'flex h-10 w-full items-center gap-3 rounded-lg px-3 sm:h-11 text-left text-[15px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500',
                          chosen ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                        )}
                      >
                        <Icon aria-hidden="true" className={cn('size-4 shrink-0', chosen ? 'text-brand-600' : 'text-slate-400')} />
                        <span className="flex-1 truncate">{label}</span>
                        {chosen ? <Check aria-hidden="true" className="size-4 shrink-0 text-brand-600" /> : null}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  )
}
