import {
  AppWindow,
  ArrowRight,
  Bot,
  CalendarCheck,
  Check,
  Clock,
  Copy,
  Database,
  Handshake,
  Link2,
  MessageSquare,
  MonitorPlay,
  Phone,
  PiggyBank,
  Printer,
  Sparkles,
  RotateCcw,
  Target,
  TrendingUp,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { useId, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { DailySessionTimesNearScreen } from '../../components/countdown/DailySessionTimesNearScreen'
import { Badge, type BadgeTone } from '../../components/ui/badge'
import { Button, buttonClasses } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { cn } from '../../lib/utils'
import { industryLabel } from './quizRules'
import {
  DIFFICULTY_LABELS,
  formatHours,
  formatReportDate,
  splitFigure,
  topOpportunities,
  type Difficulty,
  type Opportunity,
  type Recommendations,
} from './report'

const CATEGORIES: Record<string, { label: string; icon: LucideIcon }> = {
  'phone-agent': { label: 'AI phone agent', icon: Phone },
  chatbot: { label: 'AI chatbot', icon: MessageSquare },
  workflow: { label: 'Workflow automation', icon: Workflow },
  data: { label: 'Data processing', icon: Database },
  'custom-app': { label: 'Custom AI app', icon: AppWindow },
}

const DIFFICULTY_TONES: Record<Difficulty, BadgeTone> = {
  easy: 'success',
  medium: 'brand',
  hard: 'neutral',
}

export interface ReportViewProps {
  recommendations: Recommendations
  /** First name of the person the report was made for. */
  preparedFor?: string
  industry?: string
  createdAt?: string
  /** The private link to the report, when there is one. */
  shareUrl?: string
  onRetake: () => void
}

/** The AI opportunity report: shared by the results page and the private report link. */
export function ReportView({ recommendations: r, preparedFor, industry, createdAt, shareUrl, onRetake }: ReportViewProps) {
  const top = topOpportunities(r)
  const meta = [industry ? industryLabel(industry) : undefined, formatReportDate(createdAt) || undefined].filter(Boolean)
  const time = splitFigure(r.timeSavings)
  const cost = splitFigure(r.costSavings)

  return (
    <div className="bg-mist print:bg-white">
      <div className="container-page py-10 sm:py-14 lg:py-16 print:max-w-none print:px-0 print:py-0">
        <header>
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-brand-700 print:text-black">
              <Sparkles aria-hidden="true" className="size-4 print:hidden" />
              AI Opportunity Finder
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl print:text-3xl print:text-black">
              Your AI Opportunity Report
            </h1>
            {preparedFor ? (
              <p className="mt-4 text-lg font-semibold text-slate-900 print:text-black">Prepared for {preparedFor}</p>
            ) : null}
            {meta.length > 0 ? (
              <p className={cn('text-base text-slate-600 print:text-black', preparedFor ? 'mt-1' : 'mt-4')}>
                {meta.join(' · ')}
              </p>
            ) : null}
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600 print:text-base print:text-black">
              Where AI can save your business the most time and money, what to do first and how to get it built.
            </p>
          </div>
        </header>

        <section aria-labelledby="savings-title" className="mt-10 print:mt-6">
          <h2 id="savings-title" className="sr-only">
            Estimated savings
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            <StatCard
              icon={Clock}
              tone="brand"
              label="Time savings"
              value={time.value}
              unit={time.unit}
              note="Staff hours freed up by the opportunities below"
            />
            <StatCard
              icon={PiggyBank}
              tone="success"
              label="Cost savings"
              value={cost.value}
              unit={cost.unit}
              note="The value of that time at typical rates for your industry"
            />
          </div>
        </section>

        {top.length > 0 ? (
          <section aria-labelledby="opportunities-title" className="mt-14 print:mt-8">
            <SectionTitle id="opportunities-title" icon={TrendingUp}>
              Your top {top.length} AI opportunities
            </SectionTitle>
            <ol className="mt-6 grid gap-5 lg:grid-cols-3 lg:gap-6">
              {top.map((o, i) => (
                <OpportunityCard key={`${o.title}-${i}`} opportunity={o} rank={i + 1} />
              ))}
            </ol>
          </section>
        ) : null}

        <div className="mt-14 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8 print:mt-8 print:block">
          <div className="space-y-6">
            <div className="space-y-6">
              {r.quickWins.length > 0 ? (
                <ListCard id="quick-wins-title" icon={Zap} tone="success" title="Quick wins" lead="Start these this week.">
                  <ul className="space-y-3.5">
                    {r.quickWins.map((item) => (
                      <li key={item} className="flex gap-3 leading-relaxed">
                        <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success-600 print:text-black" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </ListCard>
              ) : null}
              {r.strategicInitiatives.length > 0 ? (
                <ListCard
                  id="strategic-title"
                  icon={Target}
                  tone="navy"
                  title="Strategic initiatives"
                  lead="Bigger moves for the next 3 to 12 months."
                >
                  <ul className="space-y-3.5">
                    {r.strategicInitiatives.map((item) => (
                      <li key={item} className="flex gap-3 leading-relaxed">
                        <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500 print:text-black" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </ListCard>
              ) : null}
            </div>

            {r.recommendedTools && r.recommendedTools.length > 0 ? (
              <ListCard id="tools-title" icon={Wrench} tone="brand" title="Recommended tools">
                <ul className="grid gap-3 md:grid-cols-2">
                  {r.recommendedTools.map((tool) => (
                    <li
                      key={tool}
                      className="flex gap-3 rounded-xl bg-slate-50 px-4 py-3 leading-relaxed ring-1 ring-inset ring-slate-200 print:bg-white"
                    >
                      <Bot aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600 print:text-black" />
                      <span>{tool}</span>
                    </li>
                  ))}
                </ul>
              </ListCard>
            ) : null}

            {r.nextSteps.length > 0 ? (
              <ListCard id="next-steps-title" icon={CalendarCheck} tone="brand" title="Your next steps">
                <ol className="space-y-5">
                  {r.nextSteps.map((item, i) => (
                    <li key={item} className="flex gap-4 leading-relaxed">
                      <span
                        aria-hidden="true"
                        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white print:border print:border-black print:bg-white print:text-black"
                      >
                        {i + 1}
                      </span>
                      <span className="pt-1">{item}</span>
                    </li>
                  ))}
                </ol>
              </ListCard>
            ) : null}
          </div>

          <aside aria-label="Save your report" className="space-y-6 lg:sticky lg:top-24 print:hidden">
            <ShareBox url={shareUrl} />
          </aside>
        </div>
      </div>

      {shareUrl ? (
        <p className="hidden text-sm text-black print:mt-8 print:block">
          View this report online: <span className="break-all font-medium">{shareUrl}</span>
        </p>
      ) : null}

      <CallToAction onRetake={onRetake} />
    </div>
  )
}

function SectionTitle({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-[28px] print:text-xl print:text-black">
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white print:hidden"
      >
        <Icon className="size-5" />
      </span>
      {children}
    </h2>
  )
}

const statTones = {
  brand: { tile: 'bg-brand-50 text-brand-600 ring-brand-100', value: 'text-brand-700' },
  success: { tile: 'bg-success-50 text-success-600 ring-success-100', value: 'text-success-700' },
}

function StatCard({
  icon: Icon,
  tone,
  label,
  value,
  unit,
  note,
}: {
  icon: LucideIcon
  tone: keyof typeof statTones
  label: string
  value: string
  unit: string
  note: string
}) {
  const t = statTones[tone]
  return (
    <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card break-inside-avoid sm:p-8 print:border-black print:shadow-none">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn('flex size-10 items-center justify-center rounded-xl ring-1 ring-inset print:hidden', t.tile)}
        >
          <Icon className="size-5" />
        </span>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600 print:text-black">{label}</h3>
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2.5">
        <span className={cn('text-5xl font-bold tracking-tight sm:text-6xl print:text-4xl print:text-black', t.value)}>
          {value}
        </span>
        {unit ? <span className="text-lg font-semibold text-slate-600 print:text-black">{unit}</span> : null}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-slate-500 print:text-black">{note}</p>
    </div>
  )
}

function OpportunityCard({ opportunity: o, rank }: { opportunity: Opportunity; rank: number }) {
  const category = o.category ? CATEGORIES[o.category] : undefined
  const CategoryIcon = category?.icon ?? Zap
  const hours = formatHours(o.hoursPerWeek)
  const titleId = useId()
  return (
    <li
      aria-labelledby={titleId}
      data-opportunity
      className="flex flex-col rounded-card border border-slate-200/80 bg-white p-6 shadow-card break-inside-avoid sm:p-7 print:border-black print:shadow-none"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2.5 text-sm font-medium text-slate-600 print:text-black">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-lg bg-slate-100 text-slate-700 print:hidden"
          >
            <CategoryIcon className="size-4" />
          </span>
          <span>
            <span className="sr-only">Opportunity {rank}: </span>
            {category?.label ?? 'AI opportunity'}
          </span>
        </span>
        <Badge tone={DIFFICULTY_TONES[o.difficulty]} className="shrink-0 print:bg-white print:text-black print:ring-black">
          {DIFFICULTY_LABELS[o.difficulty]}
        </Badge>
      </div>
      <h3 id={titleId} className="mt-5 text-xl font-semibold leading-snug tracking-tight print:text-black">
        <span aria-hidden="true" className="mr-1 text-slate-500 print:text-black">
          {rank}.
        </span>{' '}
        {o.title}
      </h3>
      {o.description ? (
        <p className="mt-3 leading-relaxed text-slate-600 print:text-black">{o.description}</p>
      ) : null}
      <div className="mt-auto pt-6">
        {o.impact ? (
          <div className="rounded-xl bg-success-50 p-4 ring-1 ring-inset ring-success-100 print:bg-white print:ring-black">
            <p className="text-xs font-semibold uppercase tracking-wider text-success-700 print:text-black">
              Expected impact
            </p>
            <p className="mt-1.5 text-[15px] leading-relaxed text-slate-800 print:text-black">{o.impact}</p>
          </div>
        ) : null}
        {hours ? (
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-slate-700 print:text-black">
            <Clock aria-hidden="true" className="size-4 text-brand-600 print:text-black" />
            Saves about {hours}
          </p>
        ) : null}
      </div>
    </li>
  )
}

const listTones = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  success: 'bg-success-50 text-success-600 ring-success-100',
  navy: 'bg-navy-900 text-white ring-navy-700',
}

function ListCard({
  id,
  icon: Icon,
  tone,
  title,
  lead,
  children,
}: {
  id: string
  icon: LucideIcon
  tone: keyof typeof listTones
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-slate-200/80 bg-white p-6 text-slate-700 shadow-card break-inside-avoid sm:p-8 print:border-black print:text-black print:shadow-none"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset print:hidden', listTones[tone])}
        >
          <Icon className="size-5" />
        </span>
        <div>
          <h2 id={id} className="text-xl font-semibold tracking-tight print:text-black">
            {title}
          </h2>
          {lead ? <p className="text-sm text-slate-500 print:text-black">{lead}</p> : null}
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  )
}

function ShareBox({ url }: { url?: string }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()

  const copy = async () => {
    if (!url) return
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(url)
      toast({ title: 'Copied!', description: 'Report link copied to clipboard' })
    } catch {
      // Leave the link selected so it can be copied by hand.
      inputRef.current?.focus()
      inputRef.current?.select()
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard' })
    }
  }

  return (
    <div className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100"
        >
          {url ? <Link2 className="size-5" /> : <Printer className="size-5" />}
        </span>
        <h2 className="text-base font-semibold">{url ? 'Your private report link' : 'Keep a copy'}</h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">
        {url
          ? 'Bookmark it to come back later. Anyone with the link sees this report and your first name, never your email.'
          : 'Print the report or save it as a PDF to share with your team.'}
      </p>
      {url ? (
        <>
          <label htmlFor={inputId} className="sr-only">
            Private report link
          </label>
          <input
            ref={inputRef}
            id={inputId}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-4 block h-11 w-full truncate rounded-xl border border-slate-300 bg-slate-50 px-3.5 font-mono text-[13px] text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/20"
          />
        </>
      ) : null}
      <div className={cn('mt-4 grid gap-3', url && 'grid-cols-2')}>
        {url ? (
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
    </div>
  )
}

const CTAS = [
  {
    to: '/clients-call',
    icon: CalendarCheck,
    title: 'Book a free strategy call',
    text: 'Walk through this report with our team and map a build plan in 30 minutes.',
    action: 'Book a Strategy Call',
    primary: true,
  },
  {
    to: '/live',
    icon: MonitorPlay,
    title: 'Join the live session',
    text: (
      <>
        Watch automations like these built live, daily at <DailySessionTimesNearScreen />.
      </>
    ),
    action: 'Join Live Session',
    primary: false,
  },
  {
    to: '/partner-licensing',
    icon: Handshake,
    title: 'Become a partner',
    text: 'Build and sell AI solutions like these to local businesses with our partner program.',
    action: 'Explore Partner Program',
    primary: false,
  },
] as const

function CallToAction({ onRetake }: { onRetake: () => void }) {
  return (
    <section aria-labelledby="report-cta-title" className="bg-navy-900 py-16 text-slate-300 sm:py-20 print:hidden">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">What happens next</p>
          <h2 id="report-cta-title" className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ready to put this report to work?
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-300">
            Pick the path that fits you. Every option starts free.
          </p>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {CTAS.map(({ to, icon: Icon, title, text, action, primary }) => (
            <li
              key={to}
              className={cn(
                'flex flex-col rounded-card p-6 ring-1 ring-inset sm:p-7',
                primary ? 'bg-brand-600 ring-brand-500' : 'bg-white/5 ring-white/10',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 items-center justify-center rounded-xl',
                  primary ? 'bg-white text-brand-700' : 'bg-white/10 text-white',
                )}
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-white">{title}</h3>
              <p className={cn('mt-2 flex-1 leading-relaxed', primary ? 'text-brand-50' : 'text-slate-300')}>{text}</p>
              <Link
                to={to}
                className={buttonClasses(
                  primary ? 'secondary' : 'inverse',
                  'md',
                  cn('mt-6 w-full', primary && 'text-brand-800 ring-0 hover:bg-brand-50'),
                )}
              >
                {action}
                <ArrowRight aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 border-t border-white/10 pt-8 text-center sm:flex-row sm:justify-between sm:text-left">
          <p className="text-slate-300">Want to try different answers?</p>
          <Button variant="inverse" onClick={onRetake}>
            <RotateCcw aria-hidden="true" />
            Take Quiz Again
          </Button>
        </div>
      </div>
    </section>
  )
}
