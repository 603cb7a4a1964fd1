import { afterEach, describe, expect, it } from 'vitest'
import { findAnchor, scrollToAnchor } from './scroll'

describe('anchors', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('finds an anchor by id, or by a second name it answers to', () => {
    document.body.innerHTML =
      '<section id="seo-faq-section" data-anchor-alias="faq questions"><h2 tabindex="-1" data-anchor-focus>FAQ</h2></section>'
    const section = document.getElementById('seo-faq-section')
    expect(findAnchor('seo-faq-section')).toBe(section)
    expect(findAnchor('faq')).toBe(section)
    expect(findAnchor('questions')).toBe(section)
    expect(findAnchor('fa')).toBeNull()
    expect(findAnchor('')).toBeNull()
  })

  it('moves focus to the marked element of the anchor', () => {
    document.body.innerHTML = '<section id="claim-form"><h2 tabindex="-1" data-anchor-focus="true">Toolkit</h2></section>'
    expect(scrollToAnchor('claim-form')).toBe(true)
    expect(document.activeElement?.textContent).toBe('Toolkit')
    expect(scrollToAnchor('missing')).toBe(false)
  })

  it("moves focus to the control a form names, such as the current step's first field", () => {
    document.body.innerHTML =
      '<div id="form"><div data-anchor-focus-id="apply-name"><h3 tabindex="-1" data-anchor-focus>Form</h3><input id="apply-name"></div></div>'
    expect(scrollToAnchor('form')).toBe(true)
    expect(document.activeElement?.id).toBe('apply-name')
  })
})
