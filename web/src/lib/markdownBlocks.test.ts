import { describe, expect, it } from 'vitest'
import { parseBlocks, parseSpans } from './markdownBlocks'

describe('parseBlocks', () => {
  it('reads headings, paragraphs and bullet lists in order', () => {
    const blocks = parseBlocks('# Licence\n\nYou may use the tools\nfor your clients.\n\n## Duties\n- Keep it safe\n- Pay on time\n\nThat is all.')
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, spans: [{ kind: 'text', text: 'Licence' }] },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'You may use the tools for your clients.' }] },
      { kind: 'heading', level: 2, spans: [{ kind: 'text', text: 'Duties' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'Keep it safe' }], [{ kind: 'text', text: 'Pay on time' }]] },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'That is all.' }] },
    ])
  })

  it('reads numbered lists apart from bullets, continuation lines and rules', () => {
    const blocks = parseBlocks('1. First\n2) Second\n   more of it\n* Other\n\n---\nEnd')
    expect(blocks.map((b) => b.kind)).toEqual(['list', 'list', 'rule', 'paragraph'])
    expect(blocks[0]).toMatchObject({ ordered: true, items: [[{ text: 'First' }], [{ text: 'Second more of it' }]] })
    expect(blocks[1]).toMatchObject({ ordered: false })
  })

  it('caps heading levels, handles Windows line ends and an empty text', () => {
    expect(parseBlocks('###### Deep ##\r\nText')).toEqual([
      { kind: 'heading', level: 4, spans: [{ kind: 'text', text: 'Deep' }] },
      { kind: 'paragraph', spans: [{ kind: 'text', text: 'Text' }] },
    ])
    expect(parseBlocks('')).toEqual([])
    expect(parseBlocks('  \n\n ')).toEqual([])
  })

  it('keeps HTML as the text it is', () => {
    const [block] = parseBlocks('<script>alert(1)</script> <b>hi</b>')
    expect(block).toEqual({ kind: 'paragraph', spans: [{ kind: 'text', text: '<script>alert(1)</script> <b>hi</b>' }] })
  })
})

describe('parseSpans', () => {
  it('reads bold and italic, and leaves lone markers and snake_case alone', () => {
    expect(parseSpans('a **b** and *c* or __d__ _e_ partner_licence 2 * 3')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'c' },
      { kind: 'text', text: ' or ' },
      { kind: 'strong', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'e' },
      { kind: 'text', text: ' partner_licence 2 * 3' },
    ])
  })
})
