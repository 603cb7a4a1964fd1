import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from '../../lib/zod'
import { FormField, FormRoot } from './form'
import { useIsValidOnceLoaded, useLazySchemaForm } from './useLazySchemaForm'

const schema = z.object({ title: z.string().trim().min(3, 'At least 3 characters.') })

function Lazy({ load }: { load: () => Promise<typeof schema> }) {
  const form = useLazySchemaForm(load, { title: '' })
  const valid = useIsValidOnceLoaded(form)
  return (
    <FormRoot form={form} onSubmit={form.handleSubmit(() => undefined)}>
      <FormField<z.input<typeof schema>> name="title" label="Title">
        {({ invalid: _invalid, ...c }) => <input {...c} {...form.register('title')} />}
      </FormField>
      <button type="submit" disabled={!valid}>
        Send
      </button>
    </FormRoot>
  )
}

describe('a form whose checks load on demand', () => {
  it('loads them when focus enters the form, then tells valid from invalid as the values change, showing no error', async () => {
    const load = vi.fn(() => Promise.resolve(schema))
    render(<Lazy load={load} />)
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    expect(load).not.toHaveBeenCalled()

    await userEvent.click(screen.getByLabelText('Title'))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(send).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Title'), 'Hi')
    expect(send).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Title'), '!')
    await waitFor(() => expect(send).toBeEnabled())
    await userEvent.clear(screen.getByLabelText('Title'))
    await waitFor(() => expect(send).toBeDisabled())
    // Asking whether the values are valid shows nothing; only the form's own checks do.
    expect(screen.queryByText('At least 3 characters.')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
