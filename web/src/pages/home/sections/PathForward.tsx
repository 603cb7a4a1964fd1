import { ArrowRight } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { useStartApplication } from '../applyContext'
import { Section, SectionHeading } from '../../../components/layout/Section'

const steps = [
  {
    title: 'Apply in 2 minutes',
    text: 'Tell us who you are and what you want from AI. Three short steps, no payment.',
    cta: 'Start my application',
  },
  {
    title: 'Talk with our team',
    text: 'Business owners book a free 30-minute strategy session; entrepreneurs and investors a 15-minute partner call.',
    cta: 'Apply to book a call',
  },
  {
    title: 'Launch with support',
    text: 'Get your first AI system live, or your first clients signed, with the community and 24/7 support behind you.',
    cta: 'Apply to get started',
  },
]

export function PathForward() {
  const startApplication = useStartApplication()
  return (
    <Section name="path" id="apply-steps" labelledBy="path-title">
      <SectionHeading
        id="path-title"
        eyebrow="How it works"
        title="Your Path Forward"
        lead="Three steps from today to AI working for you."
        align="center"
      />
      <ol className="mt-14 grid gap-6 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex flex-col rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-6 text-xl font-semibold tracking-tight">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-3 leading-relaxed text-slate-600">{step.text}</p>
            <div className="mt-auto pt-8">
              <Button variant={index === 0 ? 'primary' : 'secondary'} className="w-full" onClick={() => startApplication()}>
                {step.cta}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
