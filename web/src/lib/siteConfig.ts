import { count as formatCount } from './format'

/**
 * Runtime site configuration. The server writes it into every page as
 * <script type="application/json" id="site-config">; in dev mode (no server
 * head) the typed defaults below apply. Every external link and embed in the
 * app comes from here.
 */
export interface SiteConfig {
  communityUrl: string
  supportEmail: string
  social: {
    github: string
    linkedin: string
    twitter: string
    replit: string
  }
  booking: {
    partnerCall: string
    clientCall: string
    bookCall: string
    standup: string
    /** The stand-up provider's form-embed script, loaded on /standup only. */
    standupScript: string
    /** The strategy-call scheduler of the live sessions' step 2. */
    liveCall: string
  }
  checkoutUrl: string
  meetingUrl: string
  schedulingUrl: string
  /**
   * The organiser's IANA time zone (EVENTS_TIME_ZONE): the daily live
   * sessions are at 6am and 6pm there. The build's server render has only its
   * placeholder, so it is read once hydration is over (see useSessionZones).
   */
  eventsTimeZone: string
  /**
   * The facts the pages state about the offer and the community, each from
   * one setting (GUARANTEE_DAYS, COMMUNITY_MEMBERS): read them through
   * claims(), never write them into a page.
   */
  claims: {
    /** The money-back guarantee's window in days, the refund policy's. */
    guaranteeDays: number
    /** How many members the community has ("74+ members"). */
    communityMembers: number
  }
  /**
   * The demo partner's sign-in, public on purpose: the server sends it only
   * while a demo partner made by `mission seed-demo` exists (demo mode).
   */
  demoPartner?: { email: string; password: string }
}

export const defaultSiteConfig: SiteConfig = {
  communityUrl: 'https://www.skool.com/ai-mission',
  supportEmail: 'support@aimission.example',
  social: {
    github: 'https://github.com/aimission',
    linkedin: 'https://www.linkedin.com/in/aimission',
    twitter: 'https://x.com/aimission',
    replit: 'https://replit.com/@aimission',
  },
  booking: {
    partnerCall: 'https://cal.com/aimission/partner-call?embed=true',
    clientCall: 'https://cal.com/aimission/strategy-session?embed=true',
    bookCall: 'https://cal.com/aimission/partnership?embed=true',
    standup: 'https://api.leadconnectorhq.com/widget/booking/aimission-standup',
    standupScript: 'https://link.msgsndr.com/js/form_embed.js',
    liveCall: 'https://cal.com/aimission/live-build-call?embed=true',
  },
  checkoutUrl: '',
  meetingUrl: '',
  schedulingUrl: 'https://cal.com/aimission',
  eventsTimeZone: 'America/Chicago',
  claims: { guaranteeDays: 7, communityMembers: 74 },
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback
}

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback
}

function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

/** Merges an untrusted parsed object over the defaults, keeping only strings. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const r = obj(raw)
  const social = obj(r.social)
  const booking = obj(r.booking)
  const claims = obj(r.claims)
  const d = defaultSiteConfig
  return {
    communityUrl: str(r.communityUrl, d.communityUrl),
    supportEmail: str(r.supportEmail, d.supportEmail),
    social: {
      github: str(social.github, d.social.github),
      linkedin: str(social.linkedin, d.social.linkedin),
      twitter: str(social.twitter, d.social.twitter),
      replit: str(social.replit, d.social.replit),
    },
    booking: {
      partnerCall: str(booking.partnerCall, d.booking.partnerCall),
      clientCall: str(booking.clientCall, d.booking.clientCall),
      bookCall: str(booking.bookCall, d.booking.bookCall),
      standup: str(booking.standup, d.booking.standup),
      standupScript: str(booking.standupScript, d.booking.standupScript),
      liveCall: str(booking.liveCall, d.booking.liveCall),
    },
    checkoutUrl: str(r.checkoutUrl, d.checkoutUrl),
    meetingUrl: str(r.meetingUrl, d.meetingUrl),
    schedulingUrl: str(r.schedulingUrl, d.schedulingUrl),
    eventsTimeZone: str(r.eventsTimeZone, d.eventsTimeZone),
    claims: {
      guaranteeDays: positiveInt(claims.guaranteeDays, d.claims.guaranteeDays),
      communityMembers: positiveInt(claims.communityMembers, d.claims.communityMembers),
    },
    demoPartner: demoPartnerOf(r.demoPartner),
  }
}

function demoPartnerOf(value: unknown): SiteConfig['demoPartner'] {
  const demo = obj(value)
  return typeof demo.email === 'string' && typeof demo.password === 'string' && demo.email !== ''
    ? { email: demo.email, password: demo.password }
    : undefined
}

let cached: SiteConfig | undefined

/** The placeholder the build's server render writes for a setting, e.g. __site.booking.standup__. */
export function siteConfigPlaceholder(key: string): string {
  return `__site.${key}__`
}

/**
 * The config with every setting replaced by its placeholder (keys as in
 * SiteConfig, dotted). Number settings become placeholders too, so they must
 * reach the page through settingText, which passes a placeholder on as it is.
 */
export function placeholderSiteConfig(): SiteConfig {
  const fill = (o: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(o).map(([k, v]) => [
        k,
        typeof v === 'string' || typeof v === 'number' ? siteConfigPlaceholder(prefix + k) : fill(obj(v), `${prefix}${k}.`),
      ]),
    )
  return fill({ ...defaultSiteConfig }, '') as unknown as SiteConfig
}

/**
 * For the build's server render: pages are rendered before any deployment's
 * settings are known, so each setting renders as a placeholder the Go server
 * replaces with its value when it starts (internal/site).
 */
export function siteConfigPlaceholders(): void {
  cached = placeholderSiteConfig()
}

/** Reads the server-provided config once; later calls return the same object. */
export function siteConfig(): SiteConfig {
  if (cached) return cached
  let raw: unknown = undefined
  const text = typeof document !== 'undefined' ? document.getElementById('site-config')?.textContent : undefined
  if (text) {
    try {
      raw = JSON.parse(text)
    } catch {
      raw = undefined
    }
  }
  cached = parseSiteConfig(raw)
  return cached
}

/**
 * A setting as the page prints it: text as it is, a whole number with its
 * thousands grouped ("10,000"), exactly as the server fills a placeholder
 * (internal/site settingValues), so hydration matches. In the build's server
 * render a number setting is its placeholder, which passes through.
 */
export function settingText(value: string | number): string {
  return typeof value === 'number' ? formatCount(value) : value
}

const placeholderPattern = /__site\.([A-Za-z0-9.]+)__/g

/**
 * Fills the setting placeholders of a text from the route table (a page
 * description, an FAQ answer), as the server fills them in the HTML it sends.
 */
export function withSettings(text: string): string {
  const config = siteConfig() as unknown as Record<string, unknown>
  return text.replace(placeholderPattern, (match, key: string) => {
    const value = key.split('.').reduce<unknown>((o, k) => obj(o)[k], config)
    return typeof value === 'string' || typeof value === 'number' ? settingText(value) : match
  })
}

/** The claims every page states, worded once, from the settings. */
export function claims() {
  const { guaranteeDays, communityMembers } = siteConfig().claims
  const days = settingText(guaranteeDays)
  return {
    /** "7": the refund window, for sentences such as "ask within 7 days". */
    guaranteeDays: days,
    /** "7-day money-back guarantee" */
    guarantee: `${days}-day money-back guarantee`,
    /** "74+": the community's size, for "74+ members". */
    members: `${settingText(communityMembers)}+`,
  }
}
