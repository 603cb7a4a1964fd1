import { CalendarDays, CircleCheck, Clock, MessageSquareText, Video } from 'lucide-react'
import { useJustApplied } from '../../lib/justApplied'
import { EmailLink, IconPoint, PageTitle } from '../../components/layout/PageParts'
import { siteConfig } from '../../lib/siteConfig'
import { BookingEmbed } from '../../components/BookingEmbed'

const expectations = [
  { icon: Video, title: '15-minute video call', text: 'A short, focused conversation with a member of the partner team.' },
  { icon: CalendarDays, title: 'Available 7 days a week', text: 'Choose any slot that fits around your job or business.' },
  {
    icon: MessageSquareText,
    title: 'Bring your questions',
    text: 'We walk through the programme, your goals and whether partnering is the right fit.',
  },
]

export default function PartnersCallPage() {
  const { booking, supportEmail } = siteConfig()
  // Only a visitor who has just applied is told so; /resources sends others here for a strategy call.
  const applied = useJustApplied()
  return (
    <div className="bg-mist">
      <div className="container-page py-12 sm:py-16 lg:py-20">
        {applied ? (
          <div
            role="status"
            className="mb-10 flex items-start gap-3 rounded-card border border-success-500/30 bg-success-50 p-4 text-success-700 sm:items-center sm:p-5"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 sm:mt-0" />
            <p className="text-[15px] sm:text-base">
              <strong className="font-semibold">Application submitted.</strong> Thank you. One last step: pick a time
              for your partner call below.
            </p>
          </div>
        ) : null}
        <div className="grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <div>
            <PageTitle eyebrow="Partner programme" title="Schedule your partner call">
              {applied
                ? 'Your application is in. Book a 15-minute video call to talk through the partner programme and your next steps.'
                : 'Book a 15-minute video call to talk through the partner programme, your goals and whether partnering fits you.'}
            </PageTitle>
            <h2 className="mt-10 text-lg font-semibold">What to expect</h2>
            <ul className="mt-4 space-y-5">
              {expectations.map((item) => (
                <IconPoint key={item.title} {...item} />
              ))}
            </ul>
            <p className="mt-8 flex items-start gap-2 text-[15px] leading-relaxed text-slate-600">
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                No time that works? Email <EmailLink email={supportEmail} />{' '}
                and we will fit you in.
              </span>
            </p>
          </div>
          <BookingEmbed src={booking.partnerCall} title="Book your 15-minute partner call" />
        </div>
      </div>
    </div>
  )
}
