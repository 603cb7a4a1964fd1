import { CalendarCheck, Clock, Gift, Lightbulb, ListChecks, Video } from 'lucide-react'
import { PageTitle } from '../../components/layout/PageParts'
import { siteConfig } from '../../lib/siteConfig'
import { BookingEmbed } from '../../components/BookingEmbed'

const agenda = [
  { icon: Lightbulb, text: 'Where AI can save your team the most time, starting with the work you repeat every day' },
  { icon: ListChecks, text: 'Two or three concrete opportunities, from phone agents to workflow automation' },
  { icon: CalendarCheck, text: 'A realistic plan and timeline, whether or not you work with us' },
]

const facts = [
  { icon: Clock, text: '30 minutes' },
  { icon: Video, text: 'Video call' },
  { icon: Gift, text: 'Free, no obligation' },
]

export default function ClientsCallPage() {
  const { booking } = siteConfig()
  return (
    <div className="bg-mist">
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_1.5fr] lg:gap-16 lg:py-20">
        <div>
          <PageTitle eyebrow="Free strategy session" title="Book your free AI strategy session">
            A free 30-minute discovery call with our team to find where AI saves your business time and money. Pick a
            time that suits you in the calendar.
          </PageTitle>
          <ul className="mt-6 flex flex-wrap gap-2">
            {facts.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-200"
              >
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-lg font-semibold">What we will cover</h2>
          <ul className="mt-4 space-y-4">
            {agenda.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 leading-relaxed text-slate-700">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-[18px]" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <BookingEmbed src={booking.clientCall} title="Book a free 30-minute AI strategy session" />
      </div>
    </div>
  )
}
