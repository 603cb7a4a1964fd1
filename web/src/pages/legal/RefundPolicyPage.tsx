import { Link } from 'react-router'
import { claims, siteConfig } from '../../lib/siteConfig'
import { LegalPage } from './LegalPage'

export const REFUND_POLICY_UPDATED = '15 September 2025'

export default function RefundPolicyPage() {
  const { supportEmail } = siteConfig()
  const { guaranteeDays: days, guarantee } = claims()
  return (
    <LegalPage
      eyebrow="Legal"
      title="Refund Policy"
      meta={
        <>
          Last updated <time dateTime="2025-09-15">{REFUND_POLICY_UPDATED}</time>
        </>
      }
      summary={
        <dl className="grid gap-px overflow-hidden rounded-card bg-slate-200 shadow-card sm:grid-cols-3">
          {[
            [`${days} days`, 'to request a refund'],
            ['2-3 business days', 'to review your request'],
            ['5-7 business days', 'to process an approved refund'],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse justify-end gap-1 bg-white px-5 py-5">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-xl font-bold tracking-tight text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      }
    >
      <p>
        We want every member to feel confident joining AI Mission. That is why purchases come with a {guarantee}.
        This policy explains who qualifies, how to ask and how long it takes. It forms part of
        the terms you accept when you buy.
      </p>

      <h2 id="eligibility">Who qualifies for a refund</h2>
      <p>You are eligible for a refund when all of the following are true:</p>
      <ol>
        <li>
          <strong>{`You ask within ${days} days`}</strong> of your purchase date.
        </li>
        <li>
          <strong>You have genuinely engaged with the programme</strong>, for example by logging in, working through
          the onboarding material or attending a live session. The guarantee is for people who tried it and found it
          was not right for them.
        </li>
        <li>
          <strong>You give specific feedback</strong> on what did not work for you, so we can improve the programme
          for the next member.
        </li>
        <li>
          <strong>Your account is in good standing</strong>: no breach of our terms, no abuse of the community, and
          no sharing of paid materials.
        </li>
        <li>
          <strong>You have not received a refund from us before.</strong> The guarantee applies once per person.
        </li>
      </ol>

      <h2 id="exclusions">What is not refundable</h2>
      <ul>
        <li>
          <strong>{`Requests made after ${days} days.`}</strong> {`Once the ${days}-day window has passed,`} no refunds are given, in
          full or in part.
        </li>
        <li>
          <strong>Custom work that has been completed.</strong> Bespoke builds, configurations or services delivered
          to your specification are non-refundable once delivered, because the time and costs behind them cannot be
          recovered.
        </li>
      </ul>

      <h2 id="how-to-request">How to request a refund</h2>
      <p>
        Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the address you used to purchase, with the
        subject line “Refund request”. Include your full name, your purchase date and your feedback on what did not
        work for you.
      </p>

      <h2 id="timeline">What happens next</h2>
      <ol>
        <li>
          <strong>Review: 2-3 business days.</strong> We confirm your eligibility and reply by email with our
          decision.
        </li>
        <li>
          <strong>Processing: 5-7 business days.</strong> Approved refunds go back to the original payment method.
          Your bank or card provider may take a little longer to show the credit.
        </li>
      </ol>
      <p>When a refund is approved, access to paid programme materials and partner tools ends.</p>

      <h2 id="questions">Questions</h2>
      <p>
        Not sure whether you qualify? <Link to="/#contact">Get in touch</Link> before you decide. We would rather
        answer a question than process a refund.
      </p>
    </LegalPage>
  )
}
