import { Link } from 'react-router'
import { claims, siteConfig } from '../../lib/siteConfig'
import { LegalPage } from './LegalPage'

export const INCOME_DISCLOSURE_VERSION = '2.1'

/** Spec: the stated outcome distribution. */
export const OUTCOMES = [
  { share: '70-80%', outcome: 'take no meaningful action' },
  { share: '15-20%', outcome: 'earn under $100' },
  { share: '5-8%', outcome: 'earn $100-$1,000' },
  { share: '2-3%', outcome: 'earn $1,000-$5,000' },
  { share: 'Under 1%', outcome: 'reach testimonial levels' },
] as const

export default function IncomeDisclosurePage() {
  const { supportEmail } = siteConfig()
  return (
    <LegalPage
      eyebrow="Legal"
      title="Income Disclosure Statement"
      meta={<>Version {INCOME_DISCLOSURE_VERSION}</>}
      summary={
        <p className="text-lg leading-relaxed text-slate-700">
          Most people who join a business opportunity earn little or nothing. We would rather you hear that from us
          before you join than discover it afterwards. This statement explains what results typically look like for
          members of the AI Mission partner programme and why they vary so widely.
        </p>
      }
    >
      <h2 id="outcomes">How results are distributed</h2>
      <p>
        Based on what we observe across members of the programme, outcomes fall roughly into the following bands.
        Figures are gross revenue attributable to the programme, before expenses such as software, advertising and
        taxes.
      </p>
      <div className="mt-6 overflow-x-auto rounded-card border border-slate-200 shadow-card">
        <table className="w-full min-w-[320px] border-collapse bg-white text-left text-[15px]">
          <caption className="sr-only">Share of members by outcome</caption>
          <thead className="bg-mist text-sm text-slate-600">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                Share of members
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Outcome
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {OUTCOMES.map((row) => (
              <tr key={row.share}>
                <th scope="row" className="whitespace-nowrap px-5 py-3.5 font-semibold text-slate-900">
                  {row.share}
                </th>
                <td className="px-5 py-3.5 text-slate-700">{row.outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        In plain terms: <strong>70-80% of members take no meaningful action</strong> and earn nothing.{' '}
        <strong>15-20% earn under $100</strong>. <strong>5-8% earn $100-$1,000</strong>.{' '}
        <strong>2-3% earn $1,000-$5,000</strong>. <strong>Under 1% reach the levels</strong> described in the
        testimonials and success stories you may see on this site or in our community.
      </p>

      <h2 id="testimonials">Testimonials are not typical results</h2>
      <p>
        Testimonials, case studies and income figures shared by members, partners or our team are real experiences,
        but they are exceptional ones. They are not a promise, a prediction or an average. Your results will depend on
        factors we do not control, including your skills, the time you invest, your market, your existing network and
        the economy.
      </p>

      <h2 id="no-guarantee">No guarantee of earnings</h2>
      <p>
        AI Mission does not guarantee that you will earn any money. Nothing on this site, in our calls, live sessions,
        community or materials is a guarantee or a representation of future earnings. Any example of revenue, margin or
        client numbers is given to illustrate what is possible, not what is likely.
      </p>
      <p>
        Building a business that sells AI services takes work: learning the tools, finding clients, delivering for
        them and supporting them afterwards. Members who earn meaningful income typically spend consistent time every
        week on exactly those activities over many months.
      </p>

      <h2 id="costs">Costs of taking part</h2>
      <p>Besides any programme or licence fee, members commonly pay for some of the following:</p>
      <ul>
        <li>Software subscriptions and AI usage (model, telephony and automation platforms).</li>
        <li>Marketing, advertising and lead generation.</li>
        <li>Business registration, insurance, accounting and taxes in your jurisdiction.</li>
        <li>Your own time, which has value even when it does not show up as an expense.</li>
      </ul>
      <p>Figures in this statement do not deduct these costs.</p>

      <h2 id="your-responsibility">Your responsibility</h2>
      <p>
        You are responsible for your own decisions and results. Before you join, consider whether you can commit the
        time the work requires and whether you can afford the costs if you earn nothing. If you are unsure, talk to an
        independent financial adviser. Our{' '}
        <Link to="/refund-policy">refund policy</Link> explains what happens if you change your mind within {claims().guaranteeDays} days.
      </p>

      <h2 id="changes">Changes to this statement</h2>
      <p>
        We review this statement as the programme grows and publish a new version when the figures or our practices
        change. This is version {INCOME_DISCLOSURE_VERSION}.
      </p>

      <h2 id="questions">Questions</h2>
      <p>
        If anything here is unclear, <Link to="/#contact">contact us</Link> or email{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We are happy to talk through what realistic results look
        like before you decide.
      </p>
    </LegalPage>
  )
}
