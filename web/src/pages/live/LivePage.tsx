import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Check, Clapperboard, MessageSquareText, PhoneCall } from 'lucide-react'
import { DailySessionTimes } from '../../components/countdown/DailySessionTimes'
import { SessionCountdown } from '../../components/countdown/SessionCountdown'
import { Badge } from '../../components/ui/badge'
import { cn } from '../../lib/utils'
import { LiveProjectForm } from './LiveProjectForm'
import { readProgress, saveProgress, type LiveProgress } from './liveRules'
import { Showcase } from './Showcase'

// Steps 2 and 3 load when the flow reaches them (see go below).
const loadBookCallStep = () => import('./BookCallStep')
const loadConfirmationStep = () => import('./ConfirmationStep')
const BookCallStep = lazy(() => loadBookCallStep().then((m) => ({ default: m.BookCallStep })))
const ConfirmationStep = lazy(() => loadConfirmationStep().then((m) => ({ default: m.ConfirmationStep })))
const stepCode = { 1: () => Promise.resolve(), 2: loadBookCallStep, 3: loadConfirmationStep } as const


const STEPS = ['Submit your project', 'Book your strategy call', 'Confirmed'] as const

const howItWorks = [
  { icon: MessageSquareText, title: 'Submit your idea', text: 'A website, app, automation or AI agent: tell us what it should do.' },
  { icon: PhoneCall, title: 'Book a strategy call', text: 'A short call to agree the scope so the live build hits the mark.' },
  { icon: Clapperboard, title: 'Watch it built live', text: 'We build it on screen in a daily session, answering questions as we go.' },
]

/**
 * The live build sessions (/live, /6am, /6pm): submit a project, book the
 * strategy call, see the confirmation. The step survives a reload.
 */
export default function LivePage() {
  // The page arrives as the server drew it, at step 1; a step kept from before a reload is shown once
  // hydrated (reading it during the first render would not match the server's HTML).
  const [progress, setProgress] = useState<LiveProgress>({ step: 1 })
  const moved = useRef(false)

  useEffect(() => {
    const kept = readProgress()
    if (kept.step === 1) return undefined
    let open = true
    void (stepCode[kept.step]() as Promise<unknown>)
      .catch(() => undefined)
      .then(() => {
        if (open) setProgress(kept)
      })
    return () => {
      open = false
    }
  }, [])

  // The next step is shown once its code is here.
  const go = useCallback((p: LiveProgress) => {
    saveProgress(p)
    void (stepCode[p.step]() as Promise<unknown>)
      .catch(() => undefined)
      .then(() => {
        moved.current = true
        setProgress(p)
      })
  }, [])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    // The new step comes into view and its heading takes focus, so screen readers announce it
    // (once it is drawn: the step's code, or the form's, may still be on its way).
    document.getElementById('live-steps')?.scrollIntoView({ block: 'start' })
    return whenShown('[data-step-heading]', (heading) => heading.focus({ preventScroll: true }))
  }, [progress.step])


  return (
    <>
      <section
        aria-labelledby="live-title"
        className="relative isolate overflow-hidden bg-navy-900 text-slate-300"
        data-section="hero"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(59_130_246/0.28),transparent_70%),radial-gradient(40rem_24rem_at_0%_110%,rgb(16_185_129/0.12),transparent_70%)]"
        />
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:py-20">
          <div>
            <Badge tone="onDark">
              <span className="size-1.5 rounded-full bg-success-500" aria-hidden="true" />
              <span>
                Daily at <DailySessionTimes withVisitor={false} />
              </span>
            </Badge>
            <h1 id="live-title" className="mt-5 text-[36px] font-bold leading-[1.1] tracking-tight text-white sm:text-5xl">
              Get your project built live, for free.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed">
              Twice a day we take one idea from the community and build it live: websites, apps, automations and AI
              agents. Submit yours, book a short strategy call, and watch it come together.
            </p>
            <Stepper current={progress.step} />
          </div>
          <SessionCountdown />
        </div>
      </section>

      <div id="live-steps" className="scroll-mt-16 bg-mist">
        <div className="container-page py-12 sm:py-16">
          {progress.step === 1 ? (
            <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
              <LiveProjectForm onSubmitted={(s) => go({ step: 2, ...s })} />
              <aside aria-labelledby="how-title" className="lg:pt-2">
                <h2 id="how-title" className="text-xl font-semibold tracking-tight">
                  How it works
                </h2>
                <ol className="mt-6 space-y-6">
                  {howItWorks.map(({ icon: Icon, title, text }, i) => (
                    <li key={title} className="flex gap-4">
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-card ring-1 ring-inset ring-slate-200">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <div>
                        <p className="font-semibold">
                          {i + 1}. {title}
                        </p>
                        <p className="mt-1 leading-relaxed text-slate-600">{text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
                <p className="mt-8 rounded-card border border-slate-200 bg-white p-5 text-[15px] leading-relaxed text-slate-600">
                  We pick projects that teach the most to the people watching. If yours is not chosen for a session, you
                  still keep the plan from your strategy call.
                </p>
              </aside>
            </div>
          ) : (
            <Suspense fallback={<div role="status" aria-label="Loading the next step" className="min-h-96" />}>
              {progress.step === 2 ? (
                <BookCallStep
                  id={progress.id}
                  bookingToken={progress.bookingToken}
                  onBooked={() => go({ step: 3, id: progress.id, sessionPreference: progress.sessionPreference })}
                  onStartOver={() => go({ step: 1 })}
                />
              ) : (
                <ConfirmationStep sessionPreference={progress.sessionPreference} onDone={() => saveProgress({ step: 1 })} />
              )}
            </Suspense>
          )}
        </div>
      </div>

      {progress.step === 1 ? <Showcase /> : null}
    </>
  )
}

/** Calls found with the element once it is on the page, trying on each frame for up to 3 s; returns a cancel. */
function whenShown(selector: string, found: (el: HTMLElement) => void): () => void {
  const start = performance.now()
  let frame = 0
  const tick = () => {
    const el = document.querySelector<HTMLElement>(selector)
    if (el) found(el)
    else if (performance.now() - start < 3000) frame = requestAnimationFrame(tick)
  }
  tick()
  return () => cancelAnimationFrame(frame)
}

function Stepper({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Your progress" className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-2">
      {STEPS.map((label, i) => {
        const n = i + 1
        const done = n < current
        const active = n === current
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2.5 rounded-full py-1 pl-1 pr-3.5 text-sm font-medium ring-1 ring-inset',
              active ? 'bg-white/10 text-white ring-white/30' : 'text-slate-300 ring-white/10',
            )}
          >
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-xs font-bold',
                done ? 'bg-success-600 text-white' : active ? 'bg-brand-600 text-white' : 'bg-white/10 text-slate-200',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : n}
            </span>
            <span>
              <span className="sr-only">{done ? 'Done: ' : active ? 'Current: ' : ''}</span>
              {label}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
