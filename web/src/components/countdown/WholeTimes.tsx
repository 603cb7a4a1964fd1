/** A clock time as the labels write it: "6:00 AM", "12:00 PM". */
const CLOCK_TIME = /(\d{1,2}:\d{2} [AP]M)/

/** Text whose clock times never break between the digits and AM or PM at the end of a line. */
export function WholeTimes({ text }: { text: string }) {
  // split with a capturing group: the times are at the odd places.
  return text.split(CLOCK_TIME).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
