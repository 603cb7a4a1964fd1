import { ArrowUpRight, Check, Mail, Users } from 'lucide-react'
import { Link } from 'react-router'
import { claims, siteConfig } from '../../lib/siteConfig'
import { Progress } from '../ui/progress'
import { BrandName } from './BrandMark'
import { SocialIcon, type SocialNetwork } from './SocialIcons'
import { useHydrated } from '../../lib/hydration'
import { MISSION_DEADLINE_TEXT, MISSION_GOAL, progressPercent, useMissionProgress } from '../../lib/mission'
import { useNearScreen } from '../../lib/useNearScreen'
import { count } from '../../lib/format'

export const AI_SOLUTIONS = [
  'AI phone agents',
  'AI chatbots',
  'Workflow automation',
  'Data processing',
  'Custom AI apps',
] as const

/** Spec section 1's claims, the guarantee's days from the settings; each stays on one line. */
const footerClaims = () => [claims().guarantee, '24/7 support', 'Secure processing']

const socialLinks: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'github', label: 'AI Mission on GitHub' },
  { network: 'linkedin', label: 'AI Mission on LinkedIn' },
  { network: 'twitter', label: 'AI Mission on X (Twitter)' },
  { network: 'replit', label: 'AI Mission on Replit' },
]

const legalLinks = [
  { to: '/income-disclosure', label: 'Income disclosure' },
  { to: '/refund-policy', label: 'Refund policy' },
  { to: '/partners', label: 'Partners' },
]

const communityLinks = [
  { to: '/ai-finder', label: 'AI Opportunity Finder' },
  { to: '/board', label: 'Project board' },
  { to: '/requests', label: 'Submit a request' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/partner-licensing', label: 'Partner licensing' },
]

const linkClass =
  'rounded text-[15px] text-slate-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400'

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? new Date().getFullYear())

/**
 * The mission's progress: the businesses helped so far (GET
 * /api/mission/progress), asked for as the footer comes near the screen. The
 * server's HTML, and the bar until the figure arrives, show no number: an
 * empty bar and the goal alone, never a made-up figure.
 */
function MissionProgressCard() {
  const [ref, near] = useNearScreen<HTMLDivElement>()
  const progress = useMissionProgress(near)
  const goal = count(progress?.goal ?? MISSION_GOAL)
  return (
    <div ref={ref} data-testid="mission-progress" className="rounded-card border border-white/10 bg-white/[0.03] p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4 text-sm">
        <span id="footer-progress-label" className="font-semibold text-white">
          Many businesses AI-ified
        </span>
        <span className="text-slate-400">Growing goal</span>
      </div>
      <Progress
        value={progress ? Math.min(progress.businessesHelped, progress.goal) : null}
        max={progress?.goal ?? MISSION_GOAL}
        aria-labelledby="footer-progress-label"
        aria-valuetext={progress ? `${count(progress.businessesHelped)} of ${goal} businesses` : undefined}
        className="mt-3 h-3 bg-white/10"
        indicatorClassName="bg-gradient-to-r from-success-600 to-success-500"
      />
      <p className="mt-3 text-sm text-slate-400">
        {progress ? (
          <>
            <span className="font-semibold text-success-500" data-testid="businesses-helped">
              {count(progress.businessesHelped)}
            </span>{' '}
            {`${progress.businessesHelped === 1 ? 'business' : 'businesses'} helped so far: ${progressPercent(progress)}% of the way to ${goal} by ${MISSION_DEADLINE_TEXT}.`}
          </>
        ) : (
          `On the way to ${goal} businesses by ${MISSION_DEADLINE_TEXT}.`
        )}
      </p>
    </div>
  )
}

export function Footer() {
  const config = siteConfig()
  // The build's year until hydration is over, so the first render matches
  // the pre-rendered HTML; the visitor's clock after.
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR
  return (
    <footer className="bg-navy-950 text-slate-300 print:hidden">
      <div className="container-page py-14 sm:py-16">
        <MissionProgressCard />

        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 lg:col-span-1">
            <Link
              to="/"
              aria-label="AI Mission home"
              className="inline-block rounded-lg text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
            >
              <BrandName />
            </Link>
            <p className="mt-4 max-w-sm text-[15px] leading-relaxed text-slate-400">
              A community of business owners, builders and backers putting practical AI to work, one business at a
              time.
            </p>
            {/* Own line in the wide brand column, so the address never breaks in two. */}
            <a
              href={`mailto:${config.supportEmail}`}
              className={`${linkClass} mt-4 flex w-fit items-center gap-2 whitespace-nowrap`}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {config.supportEmail}
            </a>
            <a
              href={config.communityUrl}
              target="_blank"
              rel="nofollow noopener noreferrer"
              className="mt-6 inline-flex items-center gap-2 rounded-xl bg-white/10 px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-inset ring-white/20 transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
            >
              <Users aria-hidden="true" className="size-4" />
              Join the free community
              <ArrowUpRight aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <ul className="mt-6 flex gap-2" aria-label="Social media">
              {socialLinks.map(({ network, label }) => (
                <li key={network}>
                  <a
                    href={config.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-300 ring-1 ring-inset ring-white/10 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">AI solutions</h2>
            {/* What we build, not where to go: drawn as a list of facts (a marker, a quieter colour, no hover), never as links. */}
            <ul className="mt-4 space-y-3" data-footer-facts>
              {AI_SOLUTIONS.map((item) => (
                <li key={item} className="flex cursor-default items-center gap-2.5 text-[15px] text-slate-400">
                  <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brand-400/70" />
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <LinkColumn title="Community" links={communityLinks} />

          <LinkColumn title="Company" links={legalLinks} />
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} AI Mission. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1" data-footer-facts>
            {footerClaims().map((claim) => (
              <li key={claim} className="flex cursor-default items-center gap-1.5 whitespace-nowrap">
                <Check aria-hidden="true" className="size-3.5 text-success-500" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

/** One column of the footer's site links, under its heading. */
function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
