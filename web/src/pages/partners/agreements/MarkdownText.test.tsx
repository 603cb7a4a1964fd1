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

  it('never turns the text into markup', () => {
    const { container } = render(<MarkdownText source={'<img src=x onerror="alert(1)"> <script>bad()</script>'} />)
    expect(container.querySelector('img, script')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})
