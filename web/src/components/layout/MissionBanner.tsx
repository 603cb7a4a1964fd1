import { Flag } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { MISSION_DEADLINE_TEXT, MISSION_GOAL, useMissionProgress } from '../../lib/mission'
import { isAfterForm } from '../../lib/routeTable'
import { count } from '../../lib/format'
import { useNearScreen } from '../../lib/useNearScreen'
import { buttonClasses } from '../ui/button'

/**
 * Shown above the footer on every page, with the businesses helped so far
 * once the figure arrives (asked for as the banner comes near the screen,
 * with the footer's one request).
 */
export function MissionBanner() {
  // After an application, asking for another would only confuse.
  const showCta = !isAfterForm(useLocation().pathname)
  const [ref, near] = useNearScreen<HTMLElement>()
  const progress = useMissionProgress(near)
  return (
    <aside ref={ref} aria-label="The mission" className="bg-brand-700 text-white print:hidden">
      <div className="container-page flex flex-col items-start gap-5 py-8 sm:flex-row sm:items-center sm:justify-between sm:py-7">
        <div className="flex items-start gap-4">
          <span className="mt-0.5 hidden size-11 shrink-0 items-center justify-center rounded-xl bg-white/15 sm:flex">
            <Flag aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-lg font-semibold leading-snug tracking-tight sm:text-xl">
              {`Our mission: transform ${count(MISSION_GOAL)} businesses with AI by ${MISSION_DEADLINE_TEXT}.`}
            </p>
            <p className="mt-1 text-[15px] text-brand-100">
              {progress ? (
                <>
                  <strong className="font-semibold text-white" data-testid="banner-businesses-helped">
                    {count(progress.businessesHelped)}
                  </strong>{' '}
                  {`${progress.businessesHelped === 1 ? 'business' : 'businesses'} helped so far. `}
                </>
              ) : null}
              Spots are limited. Applications are reviewed within 48 hours.
            </p>
          </div>
        </div>
        {showCta ? (
          <Link to="/#form" className={buttonClasses('secondary', 'md', 'shrink-0 ring-0')}>
            Claim Your Spot
          </Link>
        ) : null}
      </div>
    </aside>
  )
}
