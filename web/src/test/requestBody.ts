/** The JSON a mocked fetch was sent: the body must be a string, as apiRequest sends it. */
export function requestJSON(init: RequestInit | undefined): unknown {
  const body = init?.body
  if (typeof body !== 'string') throw new Error(`expected a JSON string body, got ${typeof body}`)
  return JSON.parse(body)
}
