import { useMemo } from 'react'
import { knownTimeZone, localTimeZone } from '../../lib/countdown/zoned'
import { useHydrated } from '../../lib/hydration'
import { defaultSiteConfig, siteConfig } from '../../lib/siteConfig'

export interface SessionZones {
  /** The organiser's zone, where the sessions are at 6am and 6pm. */
  host: string
  /** The visitor's own zone. */
  visitor: string
}

/**
 * The organiser's and the visitor's time zones, once hydration is over:
 * the build's server render knows neither (the organiser's is a deployment
 * setting, the visitor's is the browser's), so until then it is null and
 * pages show the session hours alone.
 */
export function useSessionZones(): SessionZones | null {
  const hydrated = useHydrated()
  return useMemo(
    () =>
      hydrated
        ? { host: knownTimeZone(siteConfig().eventsTimeZone, defaultSiteConfig.eventsTimeZone), visitor: localTimeZone() }
        : null,
    [hydrated],
  )
}
