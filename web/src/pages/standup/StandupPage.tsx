import { ArrowLeft, Clock, HeartHandshake, PartyPopper, Quote, Target, Users, Video } from 'lucide-react'
import { Link } from 'react-router'
import { CheckList, HeroFacts, IconCard } from '../../components/layout/PageParts'
import { buttonClasses } from '../../components/ui/button'
import { siteConfig } from '../../lib/siteConfig'
import { useNearScreen } from '../../lib/useNearScreen'
import { useThirdPartyScript } from '../../lib/useThirdPartyScript'
import { BookingEmbed } from '../../components/BookingEmbed'

const facts = [
  { icon: Clock, text: '15 Minutes Daily' },
  { icon: Video, text: 'Live on Zoom' },
  { icon: Users, text: 'Community Support' },
]

const agenda = [
  { icon: Target, title: 'Share Your Goal', text: 'Say the one thing you will get done today, out loud, to people who will ask tomorrow.' },
  { icon: HeartHandshake, title: 'Get Support', text: 'Stuck on a client, a tool or an automation? Someone in the room has solved it before.' },
  { icon: PartyPopper, title: 'Celebrate Wins', text: 'First client, first automation live, first hour saved: every win is cheered, however small.' },
]

const reasons = [
  'Saying a goal out loud makes you far more likely to do it',
  'Fifteen minutes fits before work, so the habit survives a busy week',
  'Small daily steps compound faster than occasional big pushes',
  'Problems get solved in a day instead of stalling for weeks',
  'You build alongside people who expect you to show up',
]

/**
 * The daily stand-up (/standup). Its booking calendar comes with the
 * provider's form-embed script, which only sizes the calendar: it loads once
 * the calendar comes into view (not for visitors who never scroll to it) and
 * is removed when the visitor leaves; the server's policy for this page
 * alone allows it.
 */
export default function StandupPage() {
  const { booking } = siteConfig()
  const [bookingRef, bookingInView] = useNearScreen<HTMLDivElement>(true, '0px')
  useThirdPartyScript(booking.standupScript, 'standup-booking', bookingInView)
  return (
    <>
      <section aria-labelledby="standup-title" className="relative isolate overflow-hidden bg-navy-900 text-slate-300">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(59_130_246/0.28),transparent_70%)]"
        />
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-300">Every day, together</p>
          <h1 id="standup-title" className="mt-3 text-[36px] font-bold leading-[1.1] tracking-tight text-white sm:text-5xl">
            Daily GPS Stand-Up
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed">
            Fifteen minutes with builders who want you to win. Set your goal for the day, get unstuck, and leave with
            momentum.
          </p>
          <HeroFacts items={facts} />
        </div>
      </section>

      <section aria-labelledby="expect-title" className="bg-white">
        <div className="container-page py-16 sm:py-20">
          <h2 id="expect-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            What to Expect
          </h2>
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {agenda.map((item) => (
              <IconCard key={item.title} {...item} />
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="book-title" className="bg-mist">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_1.5fr] lg:gap-14">
          <div>
            <h2 id="book-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Book Your Spot
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              Pick the day you want to join. You will get a calendar invitation with the Zoom link; come with one goal for
              the day.
            </p>
          </div>
          <div ref={bookingRef} className="min-h-[600px]" data-testid="standup-booking">
            <BookingEmbed src={booking.standup} title="Book your spot at the Daily GPS Stand-Up" />
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-white">
        <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <h2 id="why-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Why Daily Stand-Ups Work
            </h2>
            <CheckList items={reasons} className="mt-8 space-y-3.5" />
          </div>
          <figure className="rounded-card bg-navy-900 p-7 text-white shadow-card sm:p-10">
            <Quote aria-hidden="true" className="size-8 text-brand-400" />
            <blockquote className="mt-4 text-xl font-semibold leading-snug sm:text-2xl">
              Alone you add; together you multiply. That is the Seventh Power: people who show up for each other every day
              achieve what no one reaches alone.
            </blockquote>
          </figure>
        </div>
      </section>

      <div className="bg-white">
        <div className="container-page pb-12">
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </div>
      </div>
    </>
  )
}
