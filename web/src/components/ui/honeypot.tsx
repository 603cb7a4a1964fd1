import type { Ref } from 'react'

/**
 * A field people never see or reach and bots that fill every field do. Its
 * value is sent as `website`; the server answers a filled one like a success
 * and stores nothing.
 */
export function Honeypot({ id, ref }: { id: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Website (leave empty)</label>
      <input ref={ref} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
