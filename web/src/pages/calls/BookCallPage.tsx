import { ArrowLeft, CalendarCheck, CircleDollarSign, Compass, ShieldCheck, Target, Video } from 'lucide-react'
import { Link } from 'react-router'
import { EmailLink, IconPoint, PageTitle } from '../../components/layout/PageParts'
import { siteConfig } from '../../lib/siteConfig'
import { BookingEmbed } from '../../components/BookingEmbed'

const agenda = [
  {
    icon: Compass,
    title: 'Your starting point',
    text: 'Your skills, your network and the hours you can give. We map the fastest route to your first client from there.',
  },
  {
    icon: CircleDollarSign,
    title: 'The real numbers',
    text: 'The 80/20 split, partner pricing and the margins on every AI solution. We only share them on this call.',
  },
  {
    icon: Target,
    title: 'Your first 90 days',
    text: 'Which niche to start with, which offer to lead with, and how partners land 3+ clients in their first 90 days.',
  },
  {
    icon: ShieldCheck,
    title: 'A straight answer on fit',
    text: 'If partnering is not right for you yet, we will say so. No pressure and no hard sell.',
  },
]

export default function BookCallPage() {
  const { booking, supportEmail } = siteConfig()
  return (
    <div className="bg-mist">
      <div className="container-page py-12 sm:py-16 lg:py-20">
        <Link
          to="/partner-licensing"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Partner licensing
        </Link>
        {/* On phones the calendar follows the intro; on wide screens it sits beside all the copy. */}
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-x-16 lg:gap-y-0">
          <div className="lg:col-start-1">
            <PageTitle eyebrow="80/20 Partnership" title="Book your partnership call">
              A 30-minute video call with the partner team about licensing a white-label AI business: you find and
              close the clients, we build, host and support the AI behind them.
            </PageTitle>
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-[15px] font-medium text-slate-700">
              <li className="flex items-center gap-2">
                <Video aria-hidden="true" className="size-4 text-brand-600" />
                30-minute video call
              </li>
              <li className="flex items-center gap-2">
                <CalendarCheck aria-hidden="true" className="size-4 text-brand-600" />
                Free, no obligation
              </li>
            </ul>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <BookingEmbed src={booking.bookCall} title="Book your 30-minute 80/20 partnership call" />
          </div>
          <div className="lg:col-start-1">
            <h2 className="text-lg font-semibold lg:mt-10">What we cover on the call</h2>
            <ul className="mt-4 space-y-5">
              {agenda.map((item) => (
                <IconPoint key={item.title} {...item} />
              ))}
            </ul>

            <div className="mt-10 rounded-card border border-slate-200 bg-white p-5">
              <h2 className="font-semibold text-slate-900">Before the call</h2>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">
                Think about two or three local businesses you already know: a clinic, a trades firm, a restaurant. We
                will use them to show what a first AI offer looks like. Only 100 partner licences are available.
              </p>
              <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
                No time that works? Email <EmailLink email={supportEmail} />{' '}
                and we will fit you in.
              </p>
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
