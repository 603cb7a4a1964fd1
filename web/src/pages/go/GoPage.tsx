import { ArrowRight, BadgeCheck, Check, Lock, ShieldCheck, TrendingUp, Zap } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { OfferCountdown } from '../../components/countdown/OfferCountdown'
import { PageTitle } from '../../components/layout/PageParts'
import { text as fieldText, TextField, usePlainForm } from '../../components/form/plainForm'
import { Button } from '../../components/ui/button'
import { emailError } from '../../lib/email'
import { useHydrated } from '../../lib/hydration'
import { claims as siteClaims, siteConfig } from '../../lib/siteConfig'
import { checkoutHref, newCheckoutReference, rememberCheckout } from './checkout'

const offerClaims = () => [
  { icon: Lock, title: '256-bit encryption', text: 'Card details go straight to our payment provider over an encrypted connection.' },
  { icon: Zap, title: 'Instant access', text: 'Your partner portal and onboarding open the moment payment completes.' },
  {
    icon: ShieldCheck,
    title: siteClaims().guarantee,
    text: `Not the right fit? Ask within ${siteClaims().guaranteeDays} days for a full refund.`,
  },
  { icon: TrendingUp, title: 'Earn $10k/month', text: 'The income our top partners reach by reselling AI solutions.' },
]

const included = [
  'Five white-label AI solutions to resell under your brand',
  'Branded client portal and ready-made demos',
  'The sales playbook and the 7-day launch process',
  'Daily live build sessions and the private community',
]

interface BuyerValues {
  email: string
}

const buyerErrors = ({ email }: BuyerValues) => ({ email: emailError(email) })

/**
 * Licence checkout: the offer, its claims, and the buyer's e-mail, which
 * goes with them to the payment page (prefilled there) and is where the
 * portal invitation and the receipt are sent once the payment completes.
 */
export default function GoPage() {
  const { checkoutUrl } = siteConfig()
  // The server's HTML is rendered before the setting is known, so it (and
  // the first render over it) assumes checkout is set up.
  const unavailable = useHydrated() && !checkoutUrl
  const [leaving, setLeaving] = useState(false)
  const form = usePlainForm<BuyerValues, 'email'>({
    read: (data) => ({ email: fieldText(data, 'email') }),
    check: buyerErrors,
    initial: { email: '' },
    send: (values) => checkout(values),
  })

  const checkout = ({ email }: BuyerValues) => {
    if (!checkoutUrl) return
    const reference = newCheckoutReference()
    rememberCheckout({ reference, email: email.trim() })
    setLeaving(true)
    window.location.assign(checkoutHref(checkoutUrl, email, reference))
  }

  return (
    <div className="bg-mist">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:gap-16 lg:py-20">
        <div>
          <PageTitle eyebrow="Partner licence" title="Complete Your Purchase">
            One step left. Your licence gives you everything you need to launch an AI business of your own, with our
            engineers building and supporting every solution you sell.
          </PageTitle>
          <ul className="mt-8 space-y-3">
            {included.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <section aria-labelledby="checkout-title" className="rounded-card border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
          <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-100 pb-6">
            <div>
              <h2 id="checkout-title" className="text-lg font-semibold">
                AI Mission partner licence
              </h2>
              <p className="mt-1 text-sm text-slate-600">Promotional price for the first 100 partners</p>
            </div>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight">$1</span>
              <span className="text-lg text-slate-500 line-through" aria-label="normally $497">
                $497
              </span>
            </p>
          </div>
          <OfferCountdown className="mt-6" />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {offerClaims().map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <form {...form.props} aria-label="Complete your purchase" className="mt-8 space-y-5">
            <TextField
              form={form}
              id="go-email"
              name="email"
              label="Email for your portal access"
              hint="Your partner portal invitation and receipt go here."
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@company.com"
            />
            <Button type="submit" size="lg" className="w-full" loading={leaving} disabled={unavailable}>
              Complete Purchase
              <ArrowRight aria-hidden="true" />
            </Button>
          </form>
          {!unavailable ? (
            <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-sm text-slate-600">
              <BadgeCheck aria-hidden="true" className="size-4 text-success-600" />
              You will pay on our payment provider&apos;s secure page.
            </p>
          ) : (
            <p role="alert" className="mt-3 text-center text-sm text-danger-700">
              Checkout is not available right now. Please try again later.
            </p>
          )}
          <p className="mt-6 border-t border-slate-100 pt-4 text-xs leading-relaxed text-slate-500">
            Income figures describe our most successful partners and are not typical; most people who buy a business
            opportunity earn little or nothing. Read our{' '}
            <Link to="/income-disclosure" className="font-medium text-brand-700 underline underline-offset-2">
              income disclosure
            </Link>{' '}
            and{' '}
            <Link to="/refund-policy" className="font-medium text-brand-700 underline underline-offset-2">
              refund policy
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  )
}
