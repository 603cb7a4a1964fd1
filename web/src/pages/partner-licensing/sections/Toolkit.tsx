import { TOOLKIT_ANCHOR } from '../licensingRules'
import { ToolkitForm } from '../ToolkitForm'
import { Section } from './Section'

export function Toolkit() {
  return (
    <Section name="toolkit" id={TOOLKIT_ANCHOR} labelledBy="pl-toolkit-title">
      <div className="grid gap-10 rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-14">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Free toolkit</p>
          <h2
            id="pl-toolkit-title"
            tabIndex={-1}
            data-anchor-focus
            className="mt-3 text-[28px] font-bold leading-tight tracking-tight focus:outline-none sm:text-[34px]"
          >
            Get the business growth roadmap
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            The same roadmap our partners use in their first 90 days: which businesses to call first, the three offers
            that close fastest, and a week-by-week plan to your first 3 clients.
          </p>
        </div>
        <ToolkitForm />
      </div>
    </Section>
  )
}
