import { ArrowRight, Briefcase, Check, Rocket, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { DailySessionTimesNearScreen } from '../../../components/countdown/DailySessionTimesNearScreen'
import { Card } from '../../../components/ui/card'
import { Button } from '../../../components/ui/button'
import type { AudienceType } from '../applicationRules'
import { useStartApplication } from '../applyContext'
import { IconTile, Section, SectionHeading } from '../../../components/layout/Section'

const audiences: readonly {
  value: AudienceType
  icon: typeof Briefcase
  who: string
  title: string
  text: string
  points: ReactNode[]
  cta: string
}[] = [
  {
    value: 'business-owner',
    icon: Briefcase,
    who: 'Business owners',
    title: 'Get AI working in your business',
    text: 'Stop losing leads to voicemail and evenings to admin. We find where AI pays off first, then put it to work.',
    points: [
      'A free 30-minute strategy session',
      'Phone agents and chatbots that book appointments',
      'Automations for quotes, follow-ups and data entry',
    ],
    cta: 'Apply as a business owner',
  },
  {
    value: 'entrepreneur',
    icon: Rocket,
    who: 'Entrepreneurs',
    title: 'Build an AI business of your own',
    text: 'For side-hustlers and anyone planning their exit from the 9-5. License proven AI services and sell them under your own brand.',
    points: [
      'White-label AI services you can resell',
      <>
        Live build sessions daily at <DailySessionTimesNearScreen />
      </>,
      'A clear goal: 3+ clients in your first 90 days',
    ],
    cta: 'Apply as an entrepreneur',
  },
  {
    value: 'investor',
    icon: TrendingUp,
    who: 'Investors',
    title: 'Back the businesses adopting AI',
    text: 'Meet the operators rolling out AI in small and mid-sized businesses, and find where capital speeds the mission up.',
    points: [
      'A direct conversation with the founding team',
      'A view of partner and client growth as it happens',
      'Early sight of ventures coming out of the community',
    ],
    cta: 'Apply as an investor',
  },
]

export function Audiences() {
  const startApplication = useStartApplication()
  return (
    <Section name="audiences" id="demographic-targeting" labelledBy="audiences-title">
      <SectionHeading
        id="audiences-title"
        eyebrow="Who it's for"
        title="One mission. Three ways in."
        lead="Whether you run a business, want to build one, or want to fund the shift, there is a seat at the table."
      />
      <div className="mt-12 grid gap-6 lg:mt-14 lg:grid-cols-3">
        {audiences.map(({ value, icon: Icon, who, title, text, points, cta }) => (
          <Card key={value} className="flex flex-col p-6 transition-shadow duration-200 hover:shadow-card-hover sm:p-8">
            <div className="flex items-center gap-3">
              <IconTile>
                <Icon />
              </IconTile>
              <p className="text-sm font-semibold text-brand-700">{who}</p>
            </div>
            <h3 className="mt-6 text-xl font-semibold tracking-tight">{title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
            <ul className="mt-6 space-y-3 border-t border-slate-100 pt-6">
              {points.map((point, i) => (
                <li key={i} className="flex gap-3 text-[15px] text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-[18px] shrink-0 text-success-600" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-8">
              <Button variant="secondary" className="w-full" onClick={() => startApplication(value)}>
                {cta}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </Card>
        ))}
      </div>
    </Section>
  )
}
