import { waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdEarlySubmits } from '../../lib/earlySubmit'
import { text, TextField, usePlainForm } from './plainForm'

interface Values {
  name: string
  plan: string
}

function NameForm({ onSent }: { onSent: (v: Values) => void }) {
  const form = usePlainForm<Values, 'name' | 'plan'>({
    read: (data) => ({ name: text(data, 'name'), plan: text(data, 'plan') }),
    check: (v) => (v.name.trim() ? {} : { name: 'Please enter your name.' }),
    initial: { name: '', plan: 'basic' },
    send: onSent,
  })
  return (
    <form {...form.props}>
      <TextField form={form} name="name" label="Name" />
      <label>
        <input type="radio" name="plan" value="basic" defaultChecked /> Basic
      </label>
      <label>
        <input type="radio" name="plan" value="pro" /> Pro
      </label>
      <p data-testid="current">{form.current.name}</p>
      <button type="submit">Send</button>
    </form>
  )
}

/** The page as it arrives: the server's HTML, not yet live. */
async function serverPage(onSent: (v: Values) => void) {
  const { prelude } = await prerender(<NameForm onSent={onSent} />)
  const root = document.createElement('div')
  root.innerHTML = await new Response(prelude).text()
  document.body.append(root)
  return { root, hydrate: () => hydrateRoot(root, <NameForm onSent={onSent} />) }
}

let stop: () => void = () => undefined
afterEach(() => {
  stop()
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
})

describe('a plain form used before its code has arrived', () => {
  it('keeps what was typed and chosen, and sends a submit made meanwhile once live, every character', async () => {
    stop = holdEarlySubmits(document)
    const onSent = vi.fn()
    const { root, hydrate } = await serverPage(onSent)
    const name = root.querySelector<HTMLInputElement>('input[name=name]')!
    name.value = 'Ada Lovelace'
    root.querySelector<HTMLInputElement>('input[value=pro]')!.checked = true
    const form = root.querySelector('form')!
    form.requestSubmit()
    expect(onSent).not.toHaveBeenCalled()

    hydrate()
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
    expect(onSent.mock.calls[0]![0]).toEqual({ name: 'Ada Lovelace', plan: 'pro' })
    expect(name.value).toBe('Ada Lovelace')
    await waitFor(() => expect(root.querySelector('[data-testid=current]')!.textContent).toBe('Ada Lovelace'))
  })

  it('checks a submit made before its code like any other, and sends nothing invalid', async () => {
    stop = holdEarlySubmits(document)
    const onSent = vi.fn()
    const { root, hydrate } = await serverPage(onSent)
    root.querySelector('form')!.requestSubmit()
    hydrate()
    await waitFor(() => expect(root.textContent).toContain('Please enter your name.'))
    expect(onSent).not.toHaveBeenCalled()
  })

  it('without the entry holding it, the browser would send the form itself', async () => {
    const onSent = vi.fn()
    const { root } = await serverPage(onSent)
    const submit = new Event('submit', { cancelable: true })
    root.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
  })
})
