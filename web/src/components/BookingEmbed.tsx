import { CalendarX2, ExternalLink, LoaderCircle, Mail } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '../lib/hydration'
import { siteConfig } from '../lib/siteConfig'
import { cn } from '../lib/utils'
import { NeedsJavaScript } from './NeedsJavaScript'

/** How long the calendar may take before the fallback shows (it stays replaceable if the calendar arrives later). */
export const BOOKING_FALLBACK_MS = 6000

const FRAME_HEIGHT = 700

/** The booking page itself, for a new tab: the embed's own URL without its embed switch. */
export function bookingPageUrl(src: string): string {
  try {
    const url = new URL(src)
    url.searchParams.delete('embed')
    return url.toString()
  } catch {
    return src
  }
}

interface BookingEmbedProps {
  src: string
  title: string
  /** For tests; the default suits a slow phone connection. */
  fallbackAfterMs?: number
}

type FrameState = 'waiting' | 'loaded' | 'stalled'

/**
 * A booking calendar in a fixed-height frame (no layout shift). A skeleton
 * covers it until it loads; if it has not loaded after a few seconds, or the
 * browser is offline, the e-mail address and a link to the booking page take
 * its place. That link is always offered under the frame too, because a frame
 * blocked by a firewall or an ad blocker still reports that it loaded.
 */
export function BookingEmbed({ src, title, fallbackAfterMs = BOOKING_FALLBACK_MS }: BookingEmbedProps) {
  const { supportEmail } = siteConfig()
  const [frameState, setState] = useState<FrameState>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'stalled' : 'waiting',
  )
  const box = useRef<HTMLDivElement>(null)
  // The frame is the browser's business: the server's HTML (and the first
  // render over it) shows the skeleton and the link, so a page without
  // JavaScript still offers the booking page and a slow calendar never holds
  // up the page's load. The booking settings reach the server's HTML as
  // placeholders, so the link's clean address is worked out after hydration.
  const hydrated = useHydrated()
  const state = hydrated ? frameState : 'waiting'

  // The clock starts when the frame comes near the screen (it loads lazily).
  useEffect(() => {
    if (!src || frameState !== 'waiting') return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      timer ??= setTimeout(() => setState((s) => (s === 'waiting' ? 'stalled' : s)), fallbackAfterMs)
    }
    const el = box.current
    let observer: IntersectionObserver | undefined
    if (el && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          start()
          observer?.disconnect()
        }
      }, { rootMargin: '200px' })
      observer.observe(el)
    } else {
      start()
    }
    const offline = () => setState((s) => (s === 'waiting' ? 'stalled' : s))
    window.addEventListener('offline', offline)
    return () => {
      clearTimeout(timer)
      observer?.disconnect()
      window.removeEventListener('offline', offline)
    }
  }, [src, frameState, fallbackAfterMs])

  if (!src) {
    return (
      <div className="flex min-h-[420px] flex-col items-center justify-center gap-4 rounded-card border border-dashed border-slate-300 bg-white p-8 text-center">
        <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
        <p className="max-w-sm text-slate-600">
          Online booking is not available right now. Email{' '}
          <a className="font-medium text-brand-700 underline underline-offset-4" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>{' '}
          and we will find a time with you.
        </p>
      </div>
    )
  }

  const link = (
    <a
      href={hydrated ? bookingPageUrl(src) : src}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
    >
      Open the booking page in a new tab
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  )

  return (
    <div data-booking-state={state} className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card">
      <div ref={box} className="relative" style={{ height: FRAME_HEIGHT }}>
        {hydrated ? (
          <iframe
            src={src}
            title={title}
            width="100%"
            height={FRAME_HEIGHT}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setState('loaded')}
            className={cn('block h-full w-full border-0 bg-white', state !== 'loaded' && 'invisible')}
          />
        ) : null}
        {state === 'waiting' ? (
          <>
            <NeedsJavaScript title="The calendar needs JavaScript" className="absolute inset-0 justify-center rounded-none border-0 shadow-none">
              <p>Book on the calendar&apos;s own page instead, or email us and we will find a time with you.</p>
              <p className="mt-4 flex flex-col items-center gap-3">
                {link}
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </p>
            </NeedsJavaScript>
            <FrameSkeleton />
          </>
        ) : null}
        {state === 'stalled' ? (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-white p-8 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
              <CalendarX2 aria-hidden="true" className="size-7" />
            </span>
            <p className="text-lg font-semibold text-slate-900">The calendar did not load here</p>
            <p className="max-w-sm text-[15px] leading-relaxed text-slate-600">
              A firewall, an ad blocker or a weak connection can stop it. You can still book on the calendar&apos;s
              own page, or email us and we will find a time with you.
            </p>
            <div className="flex flex-col items-center gap-3 text-[15px]">
              {link}
              <a
                href={`mailto:${supportEmail}`}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
              >
                <Mail aria-hidden="true" className="size-4" />
                {supportEmail}
              </a>
            </div>
          </div>
        ) : null}
      </div>
      {state !== 'stalled' ? (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 border-t border-slate-100 px-5 py-3.5 text-sm text-slate-600 noscript:hidden">
          <span>Calendar not showing?</span>
          {link}
        </p>
      ) : null}
    </div>
  )
}

function FrameSkeleton() {
  return (
    <div role="status" className="absolute inset-0 bg-white p-6 sm:p-8 noscript:hidden">
      <span className="flex items-center gap-2 text-sm font-medium text-slate-500">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
        Loading the calendar
      </span>
      <div aria-hidden="true" className="mt-6 animate-pulse">
        <div className="h-6 w-48 rounded-lg bg-slate-200" />
        <div className="mt-2 h-4 w-32 rounded-full bg-slate-100" />
        <div className="mt-8 grid grid-cols-7 gap-2">
          {Array.from({ length: 35 }, (_, i) => (
            <div key={i} className="aspect-square rounded-lg bg-slate-100" />
          ))}
        </div>
        <div className="mt-8 space-y-2">
          <div className="h-11 rounded-xl bg-slate-100" />
          <div className="h-11 rounded-xl bg-slate-100" />
          <div className="h-11 rounded-xl bg-slate-100" />
        </div>
      </div>
    </div>
  )
}
