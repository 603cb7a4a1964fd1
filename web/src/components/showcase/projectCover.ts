/**
 * What a showcase project without an image shows instead: a gradient of its
 * own (the same project always gets the same one) and the icon of the kind of
 * build it is, read from its title and technologies.
 */

/** The kinds of build an icon stands for, first match wins. */
export type CoverKind = 'voice' | 'email' | 'message' | 'calendar' | 'data' | 'chat' | 'automation' | 'app'

const KINDS: readonly [CoverKind, RegExp][] = [
  ['voice', /\b(voice|phone|call|receptionist|twilio)/i],
  ['email', /\b(e-?mail|gmail|inbox|outlook|newsletter)/i],
  ['message', /\b(sms|text message|review|whatsapp)/i],
  ['calendar', /\b(calendar|booking|appointment|schedul)/i],
  ['data', /\b(data|airtable|sheet|database|report|triage|classif)/i],
  ['chat', /\b(chat|bot|assistant|gpt|openai)/i],
  ['automation', /\b(automat|workflow|zapier|make\.com|n8n|follow-?up)/i],
]

export function coverKind(title: string, technologies: readonly string[]): CoverKind {
  const text = `${title} ${technologies.join(' ')}`
  return KINDS.find(([, re]) => re.test(text))?.[0] ?? 'app'
}

/** Gradients in the site's palette: navy into one accent each. */
export const COVER_GRADIENTS = [
  'from-navy-900 via-navy-800 to-brand-700',
  'from-navy-900 via-navy-800 to-success-700',
  'from-navy-900 via-navy-800 to-violet-700',
  'from-navy-900 via-navy-800 to-sky-700',
  'from-navy-900 via-navy-800 to-fuchsia-800',
] as const

/** The project's gradient: from a hash of its title, so it stays put. */
export function coverGradient(title: string): string {
  let h = 0
  for (const c of title) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0
  return COVER_GRADIENTS[h % COVER_GRADIENTS.length] ?? COVER_GRADIENTS[0]
}

/** Up to two capitals from the title's first words: "After-hours dental receptionist" is "AD". */
export function initials(title: string): string {
  const words = title.split(/[\s-]+/).filter((w) => /\p{L}|\p{N}/u.test(w))
  return words
    .slice(0, 2)
    .map((w) => [...w].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '')
    .join('')
    .toUpperCase()
}
