/**
 * One casing across the product, the spec's: buttons and links drawn as
 * buttons are in Title Case ('Back to Home', 'Fill Demo Credentials',
 * 'Take Quiz Again', 'Sign In'), and so are badges ('Quick Win', 'Active').
 * Links inside a sentence stay as the sentence writes them. This reads every
 * component's source for the labels it writes literally.
 */
import { describe, expect, it } from 'vitest'
import { MILESTONE_STATUS_LABELS, PROJECT_STATUS_LABELS } from '../lib/clientPortalModel'
import { EVENT_TYPE_LABELS } from '../lib/events/eventModel'
import { STORY_STATUS_LABELS } from '../lib/success/successRules'
import { PROJECT_TYPE_LABELS, STATUS_LABELS as LIVE_STATUS_LABELS } from '../pages/admin/live/liveModel'
import { DIFFICULTY_LABELS, STATUS_LABELS as LEAD_STATUS_LABELS } from '../pages/admin/leads/leadModel'
import { STATUS_LABELS as OUTBOX_STATUS_LABELS } from '../pages/admin/outbox/outboxModel'
import { APPLICATION_STATUS_LABELS, PARTNER_STATUS_LABELS, PROJECT_STATUS_LABELS as ADMIN_PROJECT_STATUS_LABELS } from '../pages/admin/partners/partnerModel'
import { KIND_LABELS, STATUS_LABELS as AUTOMATION_STATUS_LABELS } from '../pages/partners/marketplace/marketRules'
import { MESSAGE_TYPE_LABELS } from '../pages/partners/rules/messageRules'
import { PORTAL_SOW_LABELS, SOW_STATUS_LABELS } from '../lib/sowModel'

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true })

/** Words Title Case leaves in lower case inside a label. */
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'per', 'the', 'to', 'vs', 'with'])

/** The words of a label that Title Case would capitalise but that are not (the first and the last always are). */
function lowerWords(label: string): string[] {
  const words = label
    .replace(/\([^)]*\)/g, ' ') // "(opens in a new tab)": said to screen readers, not a label's words
    .split(/\s+/)
    .filter(Boolean)
  return words.filter((w, i) => {
    if (!/^\p{L}/u.test(w)) return false // "$1", "2:00", a value put in ("{n}")
    if (i > 0 && i < words.length - 1 && SMALL.has(w)) return false
    // "E-mail" is one word; "Sign-In" is two.
    const parts = w.split('-')
    const compound = (parts[0]?.length ?? 0) > 1
    return w !== w.charAt(0).toUpperCase() + w.slice(1) || (compound && parts.some((part, j) => j > 0 && /^\p{Ll}/u.test(part) && (!SMALL.has(part) || j === parts.length - 1)))
  })
}

/** Where an element's opening tag ends, skipping `>` inside attribute expressions and strings. */
function tagEnd(src: string, from: number): number {
  let depth = 0
  let quote = ''
  for (let i = from; i < src.length; i++) {
    const c = src[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c
    } else if (c === '{') {
      depth++
    } else if (c === '}') {
      depth--
    } else if (c === '>' && depth === 0) {
      return i
    }
  }
  return -1
}

/** Capitalised string literals inside expressions: a label chosen by a condition ({busy ? 'Saving...' : 'Save'}). */
const LABEL_LITERAL = /'(\p{Lu}[^'{}<>]*)'/gu

/**
 * The literal text of an element's children (expressions, tags and
 * screen-reader-only spans left out), and the labels its expressions choose
 * between.
 */
function childLabels(children: string): string[] {
  let out = ''
  let expr = ''
  let depth = 0
  for (const c of children) {
    if (c === '{') {
      // A value put in the text keeps its place: "Daily at {times}" does not end with "at".
      if (depth === 0) out += ' 0 '
      depth++
    } else if (c === '}') depth--
    else if (depth === 0) out += c
    else expr += c
  }
  const chosen = [...expr.matchAll(LABEL_LITERAL)].map((m) => m[1] ?? '')
  return [text(out), ...chosen].filter((l) => l !== '' && l !== '0')
}

function text(out: string): string {
  return out
    .replace(/<span className="sr-only">[^<]*<\/span>/g, ' ')
    .replace(/<[^>]*>/g, ' 0 ')
    .replace(/&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^(0 )+|( 0)+$/g, '') // a leading or trailing icon is not a word
    .trim()
}

/** Literal labels of the elements `open` matches whose opening tag passes `keep`, with the file they are in. */
function labels(open: RegExp, close: string, keep: (tag: string) => boolean = () => true): { file: string; label: string }[] {
  const out: { file: string; label: string }[] = []
  for (const [file, src] of Object.entries(sources)) {
    for (const m of src.matchAll(open)) {
      const end = tagEnd(src, m.index + m[0].length)
      if (end < 0 || src[end - 1] === '/' || !keep(src.slice(m.index, end))) continue
      const stop = src.indexOf(close, end)
      if (stop < 0) continue
      for (const label of childLabels(src.slice(end + 1, stop))) out.push({ file: file.replace(/^\.\.\//, ''), label })
    }
  }
  return out
}

const notTitleCase = (found: { file: string; label: string }[]) =>
  found.filter((f) => lowerWords(f.label).length > 0).map((f) => `${f.file}: ${f.label}`)

describe('labels are in Title Case', () => {
  it('knows Title Case', () => {
    expect(lowerWords('Back to Home')).toEqual([])
    expect(lowerWords('Back to home')).toEqual(['home'])
    expect(lowerWords('Sign in')).toEqual(['in'])
    expect(lowerWords('Sign In')).toEqual([])
    expect(lowerWords('Take the 2-Minute AI Quiz')).toEqual([])
    expect(lowerWords('Set Password and Sign In')).toEqual([])
    expect(lowerWords('Book a Call (opens in a new tab)')).toEqual([])
    expect(lowerWords('E-mail Me a Sign-in Link')).toEqual(['Sign-in'])
    expect(lowerWords('View all')).toEqual(['all'])
  })

  it('on every button', () => {
    const found = labels(/<Button\b/g, '</Button>')
    expect(found.length).toBeGreaterThan(50)
    expect(notTitleCase(found)).toEqual([])
  })

  it('on every link drawn as a button', () => {
    const found = [
      ...labels(/<Link\b/g, '</Link>', (tag) => tag.includes('buttonClasses(')),
      ...labels(/<a\b/g, '</a>', (tag) => tag.includes('buttonClasses(')),
    ]
    expect(found.length).toBeGreaterThan(10)
    expect(notTitleCase(found)).toEqual([])
  })

  it('on every badge', () => {
    const found = labels(/<Badge\b/g, '</Badge>')
    expect(found.length).toBeGreaterThan(5)
    expect(notTitleCase(found)).toEqual([])
  })

  it('in every list of badge labels', () => {
    const maps: Record<string, Record<string, string>> = {
      PROJECT_STATUS_LABELS, MILESTONE_STATUS_LABELS, EVENT_TYPE_LABELS, STORY_STATUS_LABELS, PROJECT_TYPE_LABELS, LIVE_STATUS_LABELS,
      DIFFICULTY_LABELS, LEAD_STATUS_LABELS, OUTBOX_STATUS_LABELS, APPLICATION_STATUS_LABELS, PARTNER_STATUS_LABELS,
      ADMIN_PROJECT_STATUS_LABELS, KIND_LABELS, AUTOMATION_STATUS_LABELS, MESSAGE_TYPE_LABELS, SOW_STATUS_LABELS, PORTAL_SOW_LABELS,
    }
    const found = Object.entries(maps).flatMap(([file, map]) => Object.values(map).map((label) => ({ file, label })))
    expect(notTitleCase(found)).toEqual([])
  })

  it("'Back to Home' and 'Sign In' are written one way everywhere", () => {
    const all = Object.entries(sources)
    const variants = all.flatMap(([file, src]) =>
      [...src.matchAll(/>\s*(Back to \p{Ll}[\p{L} ]*|Sign in|Log in|Login)\s*</gu)].map((m) => `${file}: ${m[1]}`),
    )
    expect(variants).toEqual([])
    const backLabels = all.flatMap(([file, src]) => [...src.matchAll(/label: '(Back to [^']*)'/g)].map((m) => ({ file, label: m[1] ?? '' })))
    expect(notTitleCase(backLabels)).toEqual([])
  })
})
