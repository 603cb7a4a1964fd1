import { CalendarX2 } from 'lucide-react'
import { siteConfig } from '../../lib/siteConfig'

interface BookingEmbedProps {
  src: string
  title: string
}

/** A booking calendar iframe with a fixed height (no layout shift); a fallback when none is configured. */
export function BookingEmbed({ src, title }: BookingEmbedProps) {
  const { supportEmail } = siteConfig()
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
  return (
    <div className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card">
      <iframe
        src={src}
        title={title}
        width="100%"
        height="760"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="block h-[760px] w-full border-0 bg-white"
      />
    </div>
  )
}
