import { waitFor } from '@testing-library/react'
import { createContext, Suspense, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { useForm, useWatch } from 'react-hook-form'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FormOnFirstUse } from './FormOnFirstUse'

// Hydration here runs as in a browser, not inside act (which would wait for
// the part that waits for its first use).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
let wasAct: boolean | undefined
beforeAll(() => {
  wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct
})

/** A small form on react-hook-form, as the site's forms are. */
function NameForm({ onSent }: { onSent: (values: { name: string; plan: string }) => void }) {
  const { register, handleSubmit, control } = useForm({ defaultValues: { name: '', plan: 'basic' } })
  const [name, plan] = useWatch({ control, name: ['name', 'plan'] })
  return (
    <form onSubmit={(e) => void handleSubmit(onSent)(e)}>
      <input aria-label="Name" {...register('name')} />
      <label>
        <input type="radio" value="basic" defaultChecked {...register('plan')} /> Basic
      </label>
      <label>
        <input type="radio" value="pro" {...register('plan')} /> Pro
      </label>
      <p data-testid="typed">
        {name}/{plan}
      </p>
      <button type="submit">Send</button>
    </form>
  )
}

/**
 * A form whose button waits until the form is filled, as the site's do,
 * with Enter in a field showing what is missing (the button would swallow
 * it).
 */
function GuardedForm({ onSent }: { onSent: (values: { name: string; plan: string }) => void }) {
  const { register, handleSubmit, control } = useForm({ defaultValues: { name: '', plan: 'basic' } })
  const name = useWatch({ control, name: 'name' })
  const [missing, setMissing] = useState(false)
  const valid = name.length >= 3
  const onKeyDown = (e: React.KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && !valid) {
      e.preventDefault()
      setMissing(true)
    }
  }
  return (
    <form onSubmit={(e) => void handleSubmit(onSent)(e)} onKeyDown={onKeyDown}>
      <input aria-label="Name" {...register('name')} />
      {missing && <p role="alert">Please give your full name.</p>}
      <button type="submit" disabled={!valid}>
        Send
      </button>
    </form>
  )
}

async function serverHTML(ui: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(ui)
  return new Response(prelude).text()
}

const tick = () => new Promise((r) => setTimeout(r, 20))

/**
 * The page as it arrives: the server's HTML (what the build's render of
 * FormOnFirstUse writes: its wrapper, a Suspense boundary, the form), then
 * hydrated in the browser.
 */
async function arrive(onSent: (v: unknown) => void, Form: typeof NameForm = NameForm) {
  const load = vi.fn(() => Promise.resolve(Form))
  const props = { onSent }
  const root = document.createElement('div')
  root.innerHTML = await serverHTML(
    <div className="contents">
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>,
  )
  document.body.append(root)
  hydrateRoot(root, <FormOnFirstUse load={load} props={props} room={<p>Loading</p>} />)
  await tick()
  const input = root.querySelector<HTMLInputElement>('input[aria-label="Name"]')
  if (!input) throw new Error('no input in the server HTML')
  return { root, load, input }
}

/** What typing does to a field React has not taken over yet: the browser's own value change. */
function typeNatively(input: HTMLInputElement, text: string) {
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('FormOnFirstUse', () => {
  it('arrives as the server drew it and loads no code until the form is used', async () => {
    const { root, load } = await arrive(vi.fn())
    expect(root.querySelector('[data-testid="typed"]')?.textContent).toBe('/basic')
    await tick()
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps what was typed and chosen before the code came, in the same elements', async () => {
    const { root, load, input } = await arrive(vi.fn())
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    typeNatively(input, 'Sam')
    root.querySelector<HTMLInputElement>('input[value="pro"]')?.click()
    expect(load).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(root.querySelector('[data-testid="typed"]')?.textContent).toBe('Sam/pro'))
    expect(root.querySelector('input[aria-label="Name"]')).toBe(input)
    expect(input.value).toBe('Sam')
  })

  it('shows the server HTML and loads at once when something above changes before first use', async () => {
    const Place = createContext('')
    let move: (to: string) => void = () => undefined
    function Page({ children }: { children: React.ReactNode }) {
      const [place, setPlace] = useState('#top')
      useEffect(() => {
        move = setPlace
      }, [])
      return <Place value={place}>{children}</Place>
    }
    const load = vi.fn(() => Promise.resolve(NameForm))
    const props = { onSent: vi.fn() }
    const root = document.createElement('div')
    root.innerHTML = await serverHTML(
      <Page>
        <div className="contents">
          <Suspense fallback={null}>
            <NameForm {...props} />
          </Suspense>
        </div>
      </Page>,
    )
    document.body.append(root)
    hydrateRoot(
      root,
      <Page>
        <FormOnFirstUse load={load} props={props} room={<p>Loading</p>} />
      </Page>,
    )
    await tick()
    expect(load).not.toHaveBeenCalled()
    move('#main')
    await tick()
    expect(root.textContent).not.toContain('Loading')
    expect(load).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(root.querySelector('[data-testid="typed"]')?.textContent).toBe('/basic'))
    expect(root.querySelectorAll('form')).toHaveLength(1)
  })

  it('holds a submit made before the code came and makes it once the form is live', async () => {
    const sent = vi.fn()
    const { root, input } = await arrive(sent)
    typeNatively(input, 'Ada')
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    root.querySelector('form')?.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Ada', plan: 'basic' })
  })

  it('makes Enter pressed before the code came heard by the form: what is missing, or the submit', async () => {
    const enter = (input: HTMLInputElement) =>
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))

    const notSent = vi.fn()
    const short = await arrive(notSent, GuardedForm)
    typeNatively(short.input, 'A')
    enter(short.input)
    await waitFor(() => expect(short.root.querySelector('[role="alert"]')?.textContent).toBe('Please give your full name.'))
    expect(notSent).not.toHaveBeenCalled()
    document.body.innerHTML = ''

    const sent = vi.fn()
    const filled = await arrive(sent, GuardedForm)
    typeNatively(filled.input, 'Ada')
    enter(filled.input)
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Ada', plan: 'basic' })
  })

  it('sends once when the browser also submitted on that Enter', async () => {
    const sent = vi.fn()
    const { root, input } = await arrive(sent)
    typeNatively(input, 'Ada')
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    root.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    await tick()
    expect(sent).toHaveBeenCalledTimes(1)
  })
})
