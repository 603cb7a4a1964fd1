import { ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import faqTable from 'virtual:route-faqs'
import type { FaqEntry } from '../../../lib/routeTable'
import { withSettings } from '../../../lib/siteConfig'
import { SectionHeading } from '../../../components/layout/Section'
import { FAQ_ANCHOR } from '../licensingRules'
import { Section } from './Section'

/**
 * The questions live in the route table, which also gives search engines the
 * FAQPage data; a setting an answer states is filled in as the server does.
 */
const faqsOf = (): FaqEntry[] =>
  ((faqTable['/partner-licensing'] ?? []) as FaqEntry[]).map((f) => ({ ...f, q: withSettings(f.q), a: withSettings(f.a) }))

/** An answer, with its one link (if any) made a real link. */
function FaqAnswer({ item }: { item: FaqEntry }) {
  const link = item.link
  const at = link ? item.a.indexOf(link.text) : -1
  if (!link || at < 0) return <>{item.a}</>
  return (
    <>
      {item.a.slice(0, at)}
      <Link to={link.href} className="font-medium text-brand-700 underline underline-offset-4 hover:no-underline">
        {link.text}
      </Link>
      {item.a.slice(at + link.text.length)}
    </>
  )
}

export function Faq() {
  return (
    <Section name="faq" id={FAQ_ANCHOR} anchorAlias="faq" labelledBy="pl-faq-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="pl-faq-title"
          eyebrow="FAQ"
          title="Questions partners ask first"
          lead="Anything else? Ask us on your partnership call."
        />
        <div className="divide-y divide-slate-200 rounded-card border border-slate-200/80 bg-white shadow-card">
          {faqsOf().map((item) => (
            <details key={item.q} className="group px-5 sm:px-7">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-[17px] font-semibold text-slate-900 marker:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <div className="pb-6 pr-8 leading-relaxed text-slate-600">
                <FaqAnswer item={item} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}
