import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from '../../lib/zod'
import { ApiError } from '../../lib/api'
import { applyServerErrors, fieldsFor, FormField, FormRoot, useRulesForm } from './form'
import { useSchemaForm } from './useSchemaForm'

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
        {({ invalid: _invalid, ...c }) => <input {...c} {...form.register('name')} />}
      </FormField>
      <FormField<z.input<typeof schema>> name="email" label="Email">
        {({ invalid: _invalid, ...c }) => <input {...c} {...form.register('email')} />}
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

interface Choice {
  plan: string
  terms: boolean
}
const choiceRule = (field: keyof Choice, v: Choice) => {
  if (field === 'plan') return v.plan ? undefined : 'Please choose a plan.'
  return v.terms ? undefined : 'Please accept the terms.'
}
const { RadioGroupField, CheckboxField } = fieldsFor<Choice>()

function ChoiceForm({ onValid, mode = 'onSubmit' }: { onValid: (v: Choice) => void; mode?: 'onSubmit' | 'onTouched' }) {
  const form = useRulesForm<Choice>(['plan', 'terms'], choiceRule, { plan: '', terms: false }, mode)
  return (
    <FormRoot form={form} onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <RadioGroupField
        id="plan"
        name="plan"
        label="Plan"
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'pro', label: 'Pro' },
        ]}
      />
      <CheckboxField id="terms" name="terms" label="I accept the terms" />
      {/* Reveals the errors without a submit, as a step's Continue does. */}
      <button type="button" onClick={() => void form.trigger()}>
        Check
      </button>
      <button type="submit">Go</button>
    </FormRoot>
  )
}

describe('rule functions, radio groups and checkboxes', () => {
  it('shows each rule message under its group and focuses the group first', async () => {
    const onValid = vi.fn()
    render(<ChoiceForm onValid={onValid} />)
    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(await screen.findByText('Please choose a plan.')).toBeInTheDocument()
    expect(screen.getByText('Please accept the terms.')).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toHaveAttribute('aria-describedby', 'plan-error')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus())
    expect(onValid).not.toHaveBeenCalled()
  })

  it('hands the chosen values over once the rules pass', async () => {
    const onValid = vi.fn()
    render(<ChoiceForm onValid={onValid} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Pro' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }))
    await userEvent.click(screen.getByRole('button', { name: 'Go' }))
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1))
    expect(onValid.mock.calls[0]?.[0]).toEqual({ plan: 'pro', terms: true })
  })
})

describe('an error on show', () => {
  it('goes as soon as the field is right, not when it is left', async () => {
    render(<ChoiceForm onValid={vi.fn()} mode="onTouched" />)
    // Revealed before the group was ever entered or left.
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Please choose a plan.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Pro' }))
    expect(screen.getByRole('radio', { name: 'Pro' })).toHaveFocus()
    await waitFor(() => expect(screen.queryByText('Please choose a plan.')).not.toBeInTheDocument())
  })
})
