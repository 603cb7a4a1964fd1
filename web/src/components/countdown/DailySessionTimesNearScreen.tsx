import { lazy, Suspense } from 'react'
import { SESSION_HOURS_TEXT } from '../../lib/countdown/sessionHours'
import { useNearScreen } from '../../lib/useNearScreen'
import { WholeTimes } from './WholeTimes'

const hoursAlone = <WholeTimes text={SESSION_HOURS_TEXT} />

const DailySessionTimes = lazy(() => import('./DailySessionTimes').then((m) => ({ default: m.DailySessionTimes })))

/**
 * DailySessionTimes for a mention below the fold (the home page's): the
 * hours alone, as the server wrote them, until the mention comes within a
 * screen of the viewport; then the time zone code loads and the zones and
 * the visitor's times join. A page that never scrolls there never loads it.
 */
export function DailySessionTimesNearScreen() {
  const [ref, near] = useNearScreen<HTMLSpanElement>()
  return (
    <span ref={ref}>
      {near ? (
        <Suspense fallback={hoursAlone}>
          <DailySessionTimes />
        </Suspense>
      ) : (
        hoursAlone
      )}
    </span>
  )
}
