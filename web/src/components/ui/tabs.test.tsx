import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

const names = ['One', 'Two', 'Three']

function Example({ onValueChange }: { onValueChange?: (v: string) => void }) {
  const [value, setValue] = useState('one')
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        value={value}
        onValueChange={(v) => {
          setValue(v)
          onValueChange?.(v)
        }}
      >
        <TabsList aria-label="Parts">
          {names.map((n) => (
            <TabsTrigger key={n} value={n.toLowerCase()}>
              {n}
            </TabsTrigger>
          ))}
        </TabsList>
        {names.map((n) => (
          <TabsContent key={n} value={n.toLowerCase()}>
            Panel {n}
          </TabsContent>
        ))}
      </Tabs>
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

function expectChosen(name: string) {
  for (const n of names) {
    expect(tab(n)).toHaveAttribute('aria-selected', String(n === name))
    expect(tab(n)).toHaveAttribute('tabindex', n === name ? '0' : '-1')
  }
  const panel = screen.getByRole('tabpanel')
  expect(panel).toHaveTextContent(`Panel ${name}`)
  expect(panel).toHaveAccessibleName(name)
  expect(tab(name)).toHaveAttribute('aria-controls', panel.id)
}

describe('Tabs', () => {
  it('draws the tabs pattern: a named tablist, the chosen tab in the Tab order, its panel named by it', async () => {
    render(<Example />)
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument()
    expectChosen('One')
    // Every tab's aria-controls names an element, shown or not.
    for (const n of names) expect(document.getElementById(tab(n).getAttribute('aria-controls') ?? '')).not.toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Before' }))
    await userEvent.tab()
    expect(tab('One')).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('moves and chooses with Right and Left, wrapping at the ends, and focus stays on the tab', async () => {
    const changed = vi.fn<(v: string) => void>()
    render(<Example onValueChange={changed} />)
    tab('One').focus()

    await userEvent.keyboard('{ArrowRight}')
    expect(tab('Two')).toHaveFocus()
    expectChosen('Two')
    await userEvent.keyboard('{ArrowRight}')
    expectChosen('Three')
    await userEvent.keyboard('{ArrowRight}')
    expect(tab('One')).toHaveFocus()
    expectChosen('One')
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('Three')).toHaveFocus()
    expectChosen('Three')
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('Two')).toHaveFocus()
    expectChosen('Two')
    expect(changed.mock.calls.map((c) => c[0])).toEqual(['two', 'three', 'one', 'three', 'two'])
  })

  it('moves and chooses with Home and End', async () => {
    render(<Example />)
    tab('One').focus()
    await userEvent.keyboard('{End}')
    expect(tab('Three')).toHaveFocus()
    expectChosen('Three')
    await userEvent.keyboard('{Home}')
    expect(tab('One')).toHaveFocus()
    expectChosen('One')
  })

  it('chooses on a press, and skips a disabled tab with the arrows', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b" disabled>
            B
          </TabsTrigger>
          <TabsTrigger value="c">C</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="c">Panel C</TabsContent>
      </Tabs>,
    )
    await userEvent.click(tab('C'))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel C')
    expect(tab('C')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('A')).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A')
    // Up and Down belong to the page (a horizontal tablist leaves them alone).
    await userEvent.keyboard('{ArrowDown}')
    expect(tab('A')).toHaveFocus()
  })

  it('a vertical list with section headings: Down, Up, Left, Right, Home and End go through every tab across sections', async () => {
    const changed = vi.fn<(v: string) => void>()
    render(
      <Tabs defaultValue="a" onValueChange={changed}>
        <TabsList aria-label="Sections" orientation="vertical">
          <div role="presentation">
            <div aria-hidden="true">First</div>
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="b">B</TabsTrigger>
          </div>
          <div role="presentation">
            <div aria-hidden="true">Second</div>
            <TabsTrigger value="c">C</TabsTrigger>
          </div>
        </TabsList>
        {['a', 'b', 'c'].map((v) => (
          <TabsContent key={v} value={v}>{`Panel ${v}`}</TabsContent>
        ))}
      </Tabs>,
    )
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute('aria-orientation', 'vertical')
    tab('A').focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(tab('C')).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c')
    await userEvent.keyboard('{ArrowDown}')
    expect(tab('A')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(tab('C')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(tab('B')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Home}')
    expect(tab('A')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(tab('C')).toHaveFocus()
    expect(tab('C')).toHaveAttribute('tabindex', '0')
    expect(tab('A')).toHaveAttribute('tabindex', '-1')
    expect(changed.mock.calls.map((c) => c[0])).toEqual(['b', 'c', 'a', 'c', 'b', 'c', 'a', 'c'])
  })
})
