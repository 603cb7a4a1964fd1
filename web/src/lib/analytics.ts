/**
 * First-touch attribution. On the first page load of a visit we note the UTM
 * parameters, the referrer and the landing path; only the very first touch is
 * kept (localStorage), and it is sent with every lead.
 */
export interface Attribution {
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmTerm?: string
  utmContent?: string
  referrer?: string
  landingPath?: string
}

export const ATTRIBUTION_STORAGE_KEY = 'aimission.firstTouch'

const MAX_LENGTH = 500

const UTM_PARAMS: readonly [string, keyof Attribution][] = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
]

const FIELDS: readonly (keyof Attribution)[] = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'referrer',
  'landingPath',
]

function clean(value: string | null | undefined): string | undefined {
  const v = (value ?? '').trim()
  return v === '' ? undefined : v.slice(0, MAX_LENGTH)
}

/** Drops empty and non-string fields. */
function compact(raw: Partial<Record<keyof Attribution, unknown>>): Attribution {
  const out: Attribution = {}
  for (const key of FIELDS) {
    const value = raw[key]
    if (typeof value === 'string') {
      const v = clean(value)
      if (v !== undefined) out[key] = v
    }
  }
  return out
}

interface Touchpoint {
  search: string
  pathname: string
  referrer: string
  origin: string
}

/** Reads one touch from a location and referrer; a same-site referrer is not a source. */
export function readTouch({ search, pathname, referrer, origin }: Touchpoint): Attribution {
  const params = new URLSearchParams(search)
  const raw: Partial<Record<keyof Attribution, string>> = {}
  for (const [param, key] of UTM_PARAMS) {
    const v = params.get(param)
    if (v !== null) raw[key] = v
  }
  let ref = referrer
  if (ref) {
    try {
      if (new URL(ref).origin === origin) ref = ''
    } catch {
      ref = ''
    }
  }
  raw.referrer = ref
  raw.landingPath = pathname
  return compact(raw)
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}

function readStored(): Attribution | undefined {
  const s = storage()
  if (!s) return undefined
  try {
    const text = s.getItem(ATTRIBUTION_STORAGE_KEY)
    if (!text) return undefined
    const parsed: unknown = JSON.parse(text)
    if (parsed === null || typeof parsed !== 'object') return undefined
    return compact(parsed)
  } catch {
    return undefined
  }
}

let memory: Attribution | undefined

/**
 * Call once when the app starts. Keeps an existing first touch untouched;
 * otherwise stores this load's touch.
 */
export function captureFirstTouch(loc: Touchpoint = currentTouchpoint()): Attribution {
  const existing = readStored()
  if (existing) {
    memory = existing
    return existing
  }
  const touch = readTouch(loc)
  memory = touch
  try {
    storage()?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(touch))
  } catch {
    // Storage full or blocked: keep the touch in memory for this visit.
  }
  return touch
}

function currentTouchpoint(): Touchpoint {
  return {
    search: window.location.search,
    pathname: window.location.pathname,
    referrer: document.referrer,
    origin: window.location.origin,
  }
}

/** The first touch to send with a lead (empty fields omitted). */
export function attribution(): Attribution {
  return readStored() ?? memory ?? {}
}

/** For tests. */
export function resetAttributionForTests(): void {
  memory = undefined
  storage()?.removeItem(ATTRIBUTION_STORAGE_KEY)
}
