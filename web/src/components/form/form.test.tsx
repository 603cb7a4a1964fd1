import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../lib/api'
import { applyServerErrors, FormField, FormRoot, useSchemaForm } from './form'

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z.string().trim().email('Please enter a valid email address.'),
})

function Sample({ error }: { error?: unknown }) {
  const form = useSchemaForm(schema, { name: '', email: '' })
  return (
    <FormRoot
      form={form}
      onSubmit={form.handleSubmit(() => {
        if (error) applyServerErrors(form, error, ['name', 'email'])
      })}
    >
      <FormField<z.input<typeof schema>> name="name" label="Name">
        {(c) => <input {...c} {...form.register('name')} />}
      </FormField>
      <FormField<z.input<typeof schema>> name="email" label="Email">
        {(c) => <input {...c} {...form.register('email')} />}
      </FormField>
      <button type="submit">Send</button>
    </FormRoot>
  )
}

describe('the form layer', () => {
  it('shows the schema errors under their fields', async () => {
    render(<Sample />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', expect.stringMatching(/-error$/))
  })

  it('puts the server fields errors under the right inputs and focuses the first', async () => {
    const error = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Please check the highlighted fields.', fields: { email: 'Taken.' } }))
    render(<Sample error={error} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Ann')
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Taken.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
  })
})
