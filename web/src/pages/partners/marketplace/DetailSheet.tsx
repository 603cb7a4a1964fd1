import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Clock, Download, ExternalLink, Gauge, PartyPopper, Plug } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { z } from '../../../lib/zod'
import { applyServerErrors, fieldsFor, FormRoot } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { ApiError, apiErrorMessage } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import { cn } from '../../../lib/utils'
import { localDay } from '../../../lib/format'
import { ListSkeleton } from '../portal/parts'
import {
  AUTOMATIONS_KEY,
  fetchItem,
  installPackage,
  installTemplate,
  itemKey,
  MARKET_KEY,
  ratePackage,
  updateAutomation,
  type Automation,
  type MarketItem,
  type MarketTemplate,
  type Package,
} from '../../../lib/marketApi'
import { adoption, kindLabel, ratingOf, stepText } from './marketRules'
import { RateStars, Stars } from './Stars'

export interface OpenItem {
  kind: MarketItem['kind']
  id: number
  name: string
}

/** A package's or template's detail in a side sheet. */
export function DetailSheet({ open, onClose, onShowAutomations }: { open: OpenItem | null; onClose: () => void; onShowAutomations: () => void }) {
  return (
    <Dialog open={open !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent closeLabel="Close details" className="sm:max-w-2xl" aria-describedby={undefined}>
        {open ? <Detail key={`${open.kind}-${open.id}`} open={open} onShowAutomations={onShowAutomations} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function Detail({ open, onShowAutomations }: { open: OpenItem; onShowAutomations: () => void }) {
  const query = useQuery({ queryKey: itemKey(open.kind, open.id), queryFn: () => fetchItem(open.kind, open.id), staleTime: 0 })
  const item = query.data
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
      <div className="border-b border-slate-100 px-5 pb-5 pr-16 pt-6 sm:px-7">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{item ? `${kindLabel(item)} · ${item.category}` : 'Marketplace'}</p>
        <DialogTitle className="mt-1 break-words">{item?.name ?? open.name}</DialogTitle>
        {item ? (
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <Stars {...ratingOf(item)} />
            <span className="inline-flex items-center gap-1.5">
              <Download aria-hidden="true" className="size-3.5 text-slate-400" />
              {adoption(item)}
            </span>
          </div>
        ) : null}
      </div>
      <div className="flex-1 space-y-7 px-5 py-6 sm:px-7">
        {item ? (
          item.kind === 'package' ? (
            <PackageBody pkg={item} />
          ) : (
            <TemplateBody template={item} onShowAutomations={onShowAutomations} />
          )
        ) : query.isError ? (
          query.error instanceof ApiError && query.error.status === 404 ? (
            <p role="alert" className="text-[15px] text-slate-700">
              This item is no longer in the marketplace.
            </p>
          ) : (
            <LoadError what="the details" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          )
        ) : (
          <ListSkeleton rows={3} />
        )}
      </div>
    </div>
  )
}

function Facts({ items }: { items: { icon: ReactNode; label: string; value: string; capitalize?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map((f) => (
        <div key={f.label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200/70">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 [&_svg]:size-3.5">
            {f.icon}
            {f.label}
          </dt>
          <dd className={cn('mt-0.5 text-[15px] font-semibold text-slate-900', f.capitalize && 'capitalize')}>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Chips({ label, list }: { label: string; list: string[] }) {
  return (
    <section aria-label={label}>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {list.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {list.map((i) => (
            <li key={i} className="inline-flex items-center gap-1 rounded-lg bg-sky-50 px-2.5 py-1 text-sm font-medium text-sky-800 ring-1 ring-inset ring-sky-200">
              <Plug aria-hidden="true" className="size-3.5" />
              {i}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None: it works on its own.</p>
      )}
    </section>
  )
}

function usePackageUpdate() {
  const queryClient = useQueryClient()
  return (saved: Package) => {
    queryClient.setQueryData(itemKey('package', saved.id), saved)
    void queryClient.invalidateQueries({ queryKey: [...MARKET_KEY, 'catalogue'] })
  }
}

function PackageBody({ pkg }: { pkg: Package }) {
  const queryClient = useQueryClient()
  const update = usePackageUpdate()
  const install = useMutation({
    mutationFn: () => installPackage(pkg.id),
    onSuccess: (saved) => {
      update(saved)
      toast({ title: 'Installed', description: `${saved.name} is in your installed packages. Follow the guide to finish the setup.` })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not installed', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })
  const rate = useMutation({
    mutationFn: (n: number) => ratePackage(pkg.id, n),
    onSuccess: (saved) => {
      update(saved)
      toast({ title: 'Thanks for rating', description: `You rated ${saved.name} ${saved.myRating ?? ''} out of 5.` })
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Rating not saved', description: apiErrorMessage(error) ?? 'Please try again.' })
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: itemKey('package', pkg.id) })
    },
  })

  return (
    <>
      {pkg.description ? <p className="whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-700">{pkg.description}</p> : null}
      <Facts
        items={[
          { icon: <Clock aria-hidden="true" />, label: 'Setup time', value: pkg.estimatedSetupTime || 'Not given' },
          { icon: <Gauge aria-hidden="true" />, label: 'Complexity', value: pkg.setupComplexity, capitalize: true },
          { icon: <Download aria-hidden="true" />, label: 'Installs', value: new Intl.NumberFormat('en-US').format(pkg.installCount) },
        ]}
      />
      <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        {pkg.installed ? (
          <p className="flex items-center gap-2 text-[15px] font-semibold text-success-700">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            Installed{pkg.installedAt ? ` on ${localDay(pkg.installedAt)}` : ''}
          </p>
        ) : (
          <p className="text-[15px] text-slate-700">Add it to your installed packages, then follow the guide.</p>
        )}
        <Button onClick={() => install.mutate()} loading={install.isPending} disabled={pkg.installed}>
          {pkg.installed ? 'Installed' : 'Install Package'}
        </Button>
      </div>
      <Chips label="Required integrations" list={pkg.integrations} />
      <section aria-labelledby="guide-title">
        <h3 id="guide-title" className="text-sm font-semibold text-slate-900">
          Step-by-step guide
        </h3>
        {pkg.stepByStepGuide.length ? (
          <ol className="mt-3 space-y-3">
            {pkg.stepByStepGuide.map((s, i) => (
              <li key={i} className="flex gap-3">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <div className="min-w-0 pt-0.5">
                  <p className="break-words font-semibold text-slate-900">{s.title}</p>
                  {s.body ? <p className="mt-0.5 whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-600">{s.body}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-slate-600">The guide for this package is being written.</p>
        )}
        {pkg.videoTutorialUrl ? (
          <a
            href={pkg.videoTutorialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-1.5 rounded text-[15px] font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Watch the video tutorial
          </a>
        ) : null}
      </section>
      <section aria-labelledby="rate-title" className="rounded-card bg-amber-50/60 p-4 ring-1 ring-inset ring-amber-200">
        <h3 id="rate-title" className="text-sm font-semibold text-slate-900">
          Your rating
        </h3>
        {pkg.myRating ? (
          <p className="mt-1 flex items-center gap-2 text-[15px] text-slate-700">
            <Stars value={pkg.myRating} />
            You rated {pkg.myRating}
          </p>
        ) : !pkg.installed ? (
          <p className="mt-0.5 text-sm text-slate-600">Install this package before rating it: ratings come from partners who use it.</p>
        ) : (
          <>
            <p className="mt-0.5 text-sm text-slate-600">Tell other partners how well it works. You can rate once.</p>
            <div className="mt-2">
              <RateStars name={pkg.name} pending={rate.isPending} onRate={(n) => rate.mutate(n)} />
            </div>
          </>
        )}
      </section>
    </>
  )
}

function TemplateBody({ template: t, onShowAutomations }: { template: MarketTemplate; onShowAutomations: () => void }) {
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<Automation | null>(null)
  const install = useMutation({
    mutationFn: () => installTemplate(t.id),
    onSuccess: (a) => {
      setCreated(a)
      void queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY })
      void queryClient.invalidateQueries({ queryKey: [...MARKET_KEY, 'catalogue'] })
      void queryClient.invalidateQueries({ queryKey: itemKey('template', t.id) })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not installed', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })
  const body = t.template
  const parts = [
    { label: 'Triggers', list: body.triggers ?? [] },
    { label: 'Actions', list: body.actions ?? [] },
    { label: 'Conditions', list: body.conditions ?? [] },
  ].filter((p) => p.list.length)

  return (
    <>
      {t.description ? <p className="whitespace-pre-line break-words text-[15px] leading-relaxed text-slate-700">{t.description}</p> : null}
      <Facts
        items={[
          { icon: <Clock aria-hidden="true" />, label: 'Setup time', value: t.estimatedSetupTime || 'Not given' },
          { icon: <Gauge aria-hidden="true" />, label: 'Difficulty', value: t.difficulty, capitalize: true },
          { icon: <Download aria-hidden="true" />, label: 'Installs', value: new Intl.NumberFormat('en-US').format(t.usageCount) },
        ]}
      />
      {created ? (
        <RenameCreated automation={created} onShowAutomations={onShowAutomations} />
      ) : (
        <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-[15px] text-slate-700">Installing makes a draft {t.type === 'agent' ? 'agent' : 'app'} of your own to adjust and switch on.</p>
          <Button onClick={() => install.mutate()} loading={install.isPending}>
            Install Template
          </Button>
        </div>
      )}
      <Chips label="Required integrations" list={t.requiredIntegrations} />
      <section aria-labelledby="inside-title">
        <h3 id="inside-title" className="text-sm font-semibold text-slate-900">
          What you get
        </h3>
        {t.type === 'agent' ? (
          <div className="mt-2 space-y-3">
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1.5">
                <dt>Model</dt>
                <dd className="font-semibold text-slate-900">{body.model ?? 'gpt-5-mini'}</dd>
              </div>
              {body.temperature !== undefined ? (
                <div className="flex gap-1.5">
                  <dt>Temperature</dt>
                  <dd className="font-semibold text-slate-900">{body.temperature}</dd>
                </div>
              ) : null}
              {body.maxTokens !== undefined ? (
                <div className="flex gap-1.5">
                  <dt>Max tokens</dt>
                  <dd className="font-semibold text-slate-900">{body.maxTokens}</dd>
                </div>
              ) : null}
            </dl>
            {body.prompt ? (
              <pre className="max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 font-sans text-sm leading-relaxed text-slate-700 ring-1 ring-inset ring-slate-200">
                {body.prompt}
              </pre>
            ) : null}
          </div>
        ) : parts.length ? (
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {parts.map((p) => (
              <div key={p.label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200/70">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{p.label}</p>
                <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
                  {p.list.map((s, i) => (
                    <li key={i} className="break-words first-letter:uppercase">
                      {stepText(s)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">An empty app to build your own workflow on.</p>
        )}
      </section>
      {t.tags.length ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {t.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral" className="px-2.5 py-0.5">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

const renameSchema = z.object({
  name: z.string().trim().min(1, 'Give the automation a name.').max(RULES.marketplace.name, `Keep the name under ${RULES.marketplace.name} characters.`),
})
const { TextField } = fieldsFor<z.input<typeof renameSchema>>()

/** After an install: the new draft, and a name that tells it apart from the template. */
function RenameCreated({ automation, onShowAutomations }: { automation: Automation; onShowAutomations: () => void }) {
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState(automation)
  const form = useSchemaForm(renameSchema, { name: automation.name })
  const save = useMutation({
    mutationFn: (name: string) => updateAutomation(current, { name }),
    onSuccess: (saved) => {
      setCurrent(saved)
      form.reset({ name: saved.name })
      void queryClient.invalidateQueries({ queryKey: AUTOMATIONS_KEY })
      toast({ title: 'Renamed', description: `Your draft is now called ${saved.name}.` })
    },
    onError: (error) => {
      const { message, matched } = applyServerErrors(form, error, ['name'])
      if (!matched) toast({ variant: 'destructive', title: 'Not renamed', description: message ?? 'Please try again.' })
    },
  })
  return (
    <div role="status" className="rounded-card border border-success-100 bg-success-50/70 p-4 sm:p-5">
      <p className="flex items-center gap-2 font-semibold text-success-700">
        <PartyPopper aria-hidden="true" className="size-5" />
        Draft created: {current.name}
      </p>
      <p className="mt-1 text-sm text-slate-700">Give it a name your team will recognise, such as the client it is for.</p>
      <FormRoot form={form} onSubmit={form.handleSubmit((v) => save.mutate(v.name))} aria-label="Rename the new automation" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField name="name" label="Automation name" className="flex-1" maxLength={RULES.marketplace.name} autoComplete="off" />
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty} className="sm:mt-7">
          Rename
        </Button>
      </FormRoot>
      <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onShowAutomations}>
        Open My Automations
      </Button>
    </div>
  )
}
