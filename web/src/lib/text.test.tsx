import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { keepHyphenated } from './text'

describe('keepHyphenated', () => {
  it('wraps each hyphenated word in an unbreakable span and keeps the text', () => {
    const { container } = render(<p>{keepHyphenated('Your 7-day money-back guarantee.')}</p>)
    expect(container.textContent).toBe('Your 7-day money-back guarantee.')
    expect([...container.querySelectorAll('.whitespace-nowrap')].map((s) => s.textContent)).toEqual(['7-day', 'money-back'])
    expect(keepHyphenated('No hyphens here')).toBe('No hyphens here')
  })
})
