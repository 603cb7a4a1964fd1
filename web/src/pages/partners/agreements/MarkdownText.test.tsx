import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownText } from './MarkdownText'

describe('MarkdownText', () => {
  it('draws headings one level under the dialog title, paragraphs and lists', () => {
    render(<MarkdownText source={'# Partner licence\n\nIntro **bold**.\n\n## Terms\n- One\n- Two'} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Partner licence' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Terms' })).toBeInTheDocument()
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two'])
  })

  it('starts from the shallowest heading the text has, so levels never skip', () => {
    render(<MarkdownText source={'## Scope\n\nText.\n\n### Out of scope\n\n## Reviews'} topLevel={4} />)
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Scope', 'Reviews'])
    expect(screen.getByRole('heading', { level: 5, name: 'Out of scope' })).toBeInTheDocument()
  })

  it('never turns the text into markup', () => {
    const { container } = render(<MarkdownText source={'<img src=x onerror="alert(1)"> <script>bad()</script>'} />)
    expect(container.querySelector('img, script')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})
