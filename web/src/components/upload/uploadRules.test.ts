import { describe, expect, it } from 'vitest'
import rules from '../../lib/rules.json'
import { acceptAttribute, DOCUMENT_RULES, formatBytes, LOGO_RULES, precheckFile } from './uploadRules'

const file = (name: string, size: number, type: string) => ({ name, size, type })

describe('upload rules', () => {
  it('take the sizes from the server rules', () => {
    expect(LOGO_RULES.maxBytes).toBe(rules.uploads.logoMaxBytes)
    expect(DOCUMENT_RULES.maxBytes).toBe(rules.uploads.documentMaxBytes)
  })

  it('format sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(rules.uploads.logoMaxBytes)).toBe('2 MB')
    expect(formatBytes(rules.uploads.documentMaxBytes)).toBe('25 MB')
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB')
  })

  it('let an accepted logo through', () => {
    expect(precheckFile(file('logo.png', 2000, 'image/png'), LOGO_RULES)).toBeUndefined()
    expect(precheckFile(file('logo.svg', 2000, 'image/svg+xml'), LOGO_RULES)).toBeUndefined()
    expect(precheckFile(file('logo.png', LOGO_RULES.maxBytes, 'image/png'), LOGO_RULES)).toBeUndefined()
  })

  it('refuse a logo over the limit, naming both sizes', () => {
    expect(precheckFile(file('big.png', LOGO_RULES.maxBytes + 1, 'image/png'), LOGO_RULES)).toBe(
      'The file is larger than 2 MB. Choose a smaller one.',
    )
    expect(precheckFile(file('big.jpg', 3 * 1024 * 1024, 'image/jpeg'), LOGO_RULES)).toBe('The file is 3 MB, larger than 2 MB. Choose a smaller one.')
  })

  it('refuse another type, and an empty file', () => {
    expect(precheckFile(file('doc.pdf', 2000, 'application/pdf'), LOGO_RULES)).toBe('Choose a PNG, JPG, WebP or SVG image.')
    expect(precheckFile(file('logo.png', 0, 'image/png'), LOGO_RULES)).toMatch(/empty/)
  })

  it('fall back on the extension when the browser reports no type', () => {
    expect(precheckFile(file('logo.webp', 10, ''), LOGO_RULES)).toBeUndefined()
    expect(precheckFile(file('notes.txt', 10, ''), LOGO_RULES)).toBeDefined()
    expect(precheckFile(file('report.PDF', 10, 'application/octet-stream'), DOCUMENT_RULES)).toBeUndefined()
  })

  it('accept documents up to their own limit', () => {
    expect(precheckFile(file('cut.mp4', 20 * 1024 * 1024, 'video/mp4'), DOCUMENT_RULES)).toBeUndefined()
    expect(precheckFile(file('cut.mp4', 26 * 1024 * 1024, 'video/mp4'), DOCUMENT_RULES)).toMatch(/larger than 25 MB/)
    expect(acceptAttribute(LOGO_RULES)).toContain('image/png')
    expect(acceptAttribute(LOGO_RULES)).toContain('.svg')
  })
})
