import { machineTime, timeLabel } from '../../lib/countdown/sessionLabels'

interface SessionTimeProps {
  at: Date | string
  /** The organiser's zone, whose clock leads. */
  hostZone: string
  visitorZone: string
  className?: string
  'data-testid'?: string
}

/**
 * A session's (or an event's) start as a <time>: "6:00 AM Central · 1:00 PM
 * your time", or one time when the clocks agree. /live and /calendar both
 * write starts with it, so the same instant reads the same on both.
 */
export function SessionTime({ at, hostZone, visitorZone, ...rest }: SessionTimeProps) {
  const label = timeLabel(new Date(at), hostZone, visitorZone)
  return (
    <time dateTime={machineTime(at)} {...rest}>
      {label.visitor ? (
        <>
          {/* Each side stays on one line; a narrow screen breaks between them. */}
          <span className="whitespace-nowrap">{label.host} ·</span> <span className="whitespace-nowrap">{label.visitor}</span>
        </>
      ) : (
        label.host
      )}
    </time>
  )
}
