/**
 * A small, safe reading of Markdown for agreements: headings, paragraphs,
 * bullet and numbered lists, and **bold** / *italic* spans; everything else
 * stays the text it is. The result is plain data, drawn as React elements
 * (never as HTML), so nothing in the text can become markup or script.
 */

export type Span = { kind: 'text' | 'strong' | 'em'; text: string }

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] }
  | { kind: 'rule' }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/

/** The inline spans of one block's text: **bold**, __bold__, *italic*, _italic_; unmatched markers stay as typed. */
export function parseSpans(text: string): Span[] {
  const spans: Span[] = []
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(\S(?:.*?\S)?)\*|(?<![A-Za-z0-9])_(\S(?:.*?\S)?)_(?![A-Za-z0-9])/g
  let last = 0
  for (const m of text.matchAll(pattern)) {
    const at = m.index
    if (at > last) spans.push({ kind: 'text', text: text.slice(last, at) })
    const strong = m[1] ?? m[2]
    spans.push(strong !== undefined ? { kind: 'strong', text: strong } : { kind: 'em', text: m[3] ?? m[4] ?? '' })
    last = at + m[0].length
  }
  if (last < text.length) spans.push({ kind: 'text', text: text.slice(last) })
  return spans
}

/** The blocks of a Markdown text, in order. */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', spans: parseSpans(paragraph.join(' ')) })
    paragraph = []
  }
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseSpans) })
    list = null
  }

  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      flushParagraph()
      flushList()
      continue
    }
    const heading = HEADING.exec(line.trim())
    if (heading) {
      flushParagraph()
      flushList()
      const level = Math.min((heading[1] ?? '#').length, 4) as 1 | 2 | 3 | 4
      blocks.push({ kind: 'heading', level, spans: parseSpans(heading[2] ?? '') })
      continue
    }
    if (RULE.test(line)) {
      flushParagraph()
      flushList()
      blocks.push({ kind: 'rule' })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const item = bullet ?? numbered
    if (item) {
      flushParagraph()
      const ordered = !!numbered
      if (list && list.ordered !== ordered) flushList()
      list ??= { ordered, items: [] }
      list.items.push((item[1] ?? '').trim())
      continue
    }
    // A line indented under a list item continues it; any other line joins (or starts) a paragraph.
    if (list && list.items.length > 0 && /^\s{2,}/.test(raw)) {
      const items = list.items
      items[items.length - 1] = `${items.at(-1) ?? ''} ${line.trim()}`
      continue
    }
    flushList()
    paragraph.push(line.trim())
  }
  flushParagraph()
  flushList()
  return blocks
}
