/**
 * An uploaded logo as a value, apart from the picker (LogoUpload), so that
 * code that only keeps or reads one (a stored draft) does not load the upload
 * code.
 */

/** An uploaded logo as the server keeps it: its id goes with a form, its URL shows it. */
export interface LogoFile {
  id: string
  url: string
  name: string
  size: number
}

/** Reads a stored logo value (a draft, an API answer) that may be damaged. */
export function parseLogoFile(raw: unknown): LogoFile | null {
  if (raw === null || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  if (typeof r.id !== 'string' || !/^[0-9a-f]{64}$/.test(r.id)) return null
  if (typeof r.url !== 'string' || !r.url.startsWith('/files/')) return null
  return {
    id: r.id,
    url: r.url,
    name: typeof r.name === 'string' && r.name !== '' ? r.name : 'logo',
    size: typeof r.size === 'number' && r.size >= 0 ? r.size : 0,
  }
}
