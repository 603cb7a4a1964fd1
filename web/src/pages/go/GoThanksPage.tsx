import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, KeyRound, LoaderCircle, Mail, Rocket } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { ApiError, apiRequest } from '../../lib/api'
import { useHydrated } from '../../lib/hydration'
import { siteConfig } from '../../lib/siteConfig'
import { startedCheckout, type CheckoutStatus } from './checkout'

/** How often, and how many times, the page asks whether the provider's word has arrived. */
const POLL_MS = 2_000
const POLLS = 45

/** The checkout's status, or null while the server has not heard from the provider (404). */
async function fetchStatus(key: { reference?: string; sessionId?: string }): Promise<CheckoutStatus | null> {
  try {
    const res = await apiRequest('POST', '/api/checkout/status', key)
    return (await res.json()) as CheckoutStatus
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * /go/thanks: where the payment page sends the buyer back. It asks the server
 * what became of the payment (by the reference /go kept in this tab, or the
 * session the provider's address names) and says what happens next and where
 * the e-mail went. The provider's event may arrive a moment after the buyer
 * does, so it asks again every two seconds for a while: the one polling page
 * besides the client portal.
 */
export default function GoThanksPage() {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const started = hydrated ? startedCheckout() : undefined
  const sessionId = params.get('session_id') ?? undefined
  const key = started ? { reference: started.reference } : sessionId ? { sessionId } : undefined
  const queryKey = ['checkout-status', key]
  const queryClient = useQueryClient()
  const status = useQuery({
    queryKey,
    queryFn: () => fetchStatus(key ?? {}),
    enabled: key !== undefined,
    refetchInterval: (query) => (query.state.data === null && query.state.dataUpdateCount < POLLS ? POLL_MS : false),
    gcTime: 0,
  })

  // The server's page (and a browser without JavaScript) cannot know the
  // checkout: it says in general terms where to look.
  if (!hydrated) return <Unknown />
  if (key && status.isPending) {
    return (
      <Frame icon={<LoaderCircle className="animate-spin" />} tone="brand" title="Thank you for your purchase">
        <Waiting>Confirming your payment...</Waiting>
      </Frame>
    )
  }
  const email = status.data?.email || started?.email
  if (!key || status.isError) {
    return <Unknown email={email} />
  }
  const s = status.data
  if (!s) {
    // Each answer re-renders (dataUpdatedAt changes); the count is the query's.
    const gaveUp = status.dataUpdatedAt > 0 && (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) >= POLLS
    return (
      <Frame icon={<LoaderCircle className={gaveUp ? undefined : 'animate-spin'} />} tone="brand" title="Thank you for your purchase">
        {gaveUp ? (
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Your payment is still being confirmed by our payment provider. As soon as it is, your partner portal invitation goes
            to {email ? <Strong>{email}</Strong> : 'the address you paid with'}. You can close this page.
          </p>
        ) : (
          <Waiting>Confirming your payment with our payment provider. This usually takes a few seconds...</Waiting>
        )}
      </Frame>
    )
  }
  switch (s.status) {
    case 'pending':
      return (
        <Frame icon={<LoaderCircle />} tone="brand" title="Your payment is processing">
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Some payment methods take a few days to clear. As soon as yours does, your partner portal invitation and receipt go
            to <Strong>{s.email}</Strong>.
          </p>
        </Frame>
      )
    case 'failed':
    case 'expired':
      return (
        <Frame icon={<CircleAlert />} tone="danger" title="Your payment was not completed">
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            {s.status === 'failed' ? 'The payment did not go through, so nothing was charged.' : 'The checkout expired before payment.'}{' '}
            You can try again at any time.
          </p>
          <Link to="/go" className={buttonClasses('primary', 'lg', 'mt-8')}>
            Back to Checkout
          </Link>
        </Frame>
      )
    case 'refunded':
    case 'partially_refunded':
      return (
        <Frame icon={<CircleAlert />} tone="brand" title="This purchase was refunded">
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            The refund goes back to the card you paid with. Questions? Write to <SupportLink />.
          </p>
        </Frame>
      )
  }
  if (s.account === 'existing') {
    return (
      <Frame icon={<CircleCheck />} tone="success" title="Payment received">
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          Your licence is recorded on your partner account, and a confirmation is on its way to <Strong>{s.email}</Strong>. There is
          nothing more to do.
        </p>
        <Link to="/partners/login" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Open Your Partner Portal
        </Link>
      </Frame>
    )
  }
  if (s.account !== 'invited') {
    return (
      <Frame icon={<CircleCheck />} tone="success" title="Payment received">
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          Thank you. Your receipt is on its way to <Strong>{s.email || 'the address you paid with'}</Strong>, and our team will be in
          touch within one business day to open your portal.
        </p>
      </Frame>
    )
  }
  return (
    <Frame icon={<CircleCheck />} tone="success" title="You're in! Check your email">
      <p className="mt-4 text-lg leading-relaxed text-slate-600">
        Your payment is complete and your partner portal is ready. We sent your invitation to <Strong>{s.email}</Strong>.
      </p>
      <ol className="mt-8 space-y-3 text-left">
        <Step icon={<Mail />} title="Open the e-mail">
          Its subject is &lsquo;Your partner licence is active: choose your password&rsquo;. Not there in a few minutes? Check spam,
          or write to <SupportLink />.
        </Step>
        <Step icon={<KeyRound />} title="Choose your password">
          The link works once, for 7 days, and signs you in to your portal.
        </Step>
        <Step icon={<Rocket />} title="Complete your onboarding">
          About 5 minutes: your business name, niche, domain and logo. You launch within 7 business days.
        </Step>
      </ol>
      <p className="mt-6 text-sm text-slate-500">Your receipt follows in a separate e-mail.</p>
    </Frame>
  )
}

function Unknown({ email }: { email?: string }) {
  return (
    <Frame icon={<Mail />} tone="brand" title="Thank you for your purchase">
      <p className="mt-4 text-lg leading-relaxed text-slate-600">
        If your payment went through, your partner portal invitation and receipt are on their way to{' '}
        {email ? <Strong>{email}</Strong> : 'the address you paid with'}. Open the invitation to choose your password; your
        onboarding opens right after.
      </p>
      <p className="mt-4 text-slate-600">
        Nothing after a few minutes? Check spam, or write to <SupportLink />.
      </p>
    </Frame>
  )
}

const tones = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-50/60',
  success: 'bg-success-50 text-success-600 ring-success-50/60',
  danger: 'bg-danger-50 text-danger-600 ring-danger-50/60',
}

function Frame({ icon, tone, title, children }: { icon: ReactNode; tone: keyof typeof tones; title: string; children: ReactNode }) {
  return (
    <div className="bg-mist">
      <div className="container-page py-12 sm:py-20">
        <Card className="mx-auto max-w-2xl p-6 text-center sm:p-12">
          <span className={`mx-auto flex size-16 items-center justify-center rounded-full ring-8 [&>svg]:size-8 ${tones[tone]}`} aria-hidden="true">
            {icon}
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {children}
        </Card>
      </div>
    </div>
  )
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 text-lg leading-relaxed text-slate-600">
      {children}
    </p>
  )
}

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl bg-slate-50 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 ring-1 ring-inset ring-slate-200 [&>svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-[15px] leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  )
}

function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold break-all text-slate-900">{children}</strong>
}

function SupportLink() {
  const { supportEmail } = siteConfig()
  return (
    <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
      {supportEmail}
    </a>
  )
}
