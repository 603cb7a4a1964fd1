import { dailySessionStarts } from '../../lib/countdown/sessionCountdown'
import { SESSION_HOURS_TEXT } from '../../lib/countdown/sessionHours'
import { dailyTimesLabel } from '../../lib/countdown/sessionLabels'
import { useNow } from './useNow'
import { useSessionZones } from './useSessionZones'
import { WholeTimes } from './WholeTimes'

/**
 * The daily sessions' times, for a sentence: "6:00 AM and 6:00 PM Central
 * (1:00 PM and 1:00 AM your time)", or without the visitor's part. The
 * server's HTML has the hours alone; the zones join once hydrated.
 */
export function DailySessionTimes({ withVisitor = true }: { withVisitor?: boolean }) {
  const zones = useSessionZones()
  // The visitor's times move with daylight-saving changes; a minute is soon enough to notice one.
  const now = useNow(60_000)
  if (!zones) return <WholeTimes text={SESSION_HOURS_TEXT} />
  const label = dailyTimesLabel(dailySessionStarts(now, zones.host), zones.host, zones.visitor)
  return <WholeTimes text={withVisitor && label.visitor ? `${label.host} (${label.visitor})` : label.host} />
}
