/**
 * The public pages' forms: plain HTML forms whose fields hold their own
 * values (uncontrolled, the starting value in the markup), read with
 * FormData when the form is sent and checked by plain rule functions built
 * on RULES (the server's limits). A page's HTML is rendered at build time,
 * so a person may type, choose and press Send before the page's code has
 * arrived: what they typed and chose stays in the fields, React adopts it
 * when it hydrates them, and a Send pressed meanwhile is sent as soon as the
 * form is live (lib/earlySubmit). No form library, no schema library, no
 * event made again. Staff and partner tools, drawn in the browser only, use
 * the react-hook-form layer of ./form.
 *
 * - usePlainForm({ read, check, send, mode }): the form's state (errors,
 *   sending) and the props of its <form>; a field's error shows once the
 *   form was sent or the field was left (mode 'onTouched'), and follows the
 *   value from then on.
 * - TextField / TextareaField / RadioGroupField (and SelectField in
 *   ./PlainSelectField, apart so forms without a select skip it): label,
 *   native control(s) named for FormData, hint or error under it. A checkbox
 *   is ./CheckboxField given form.field(name)'s id and error.
 */
import { Fragment, useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { apiErrorMessage, apiFieldErrors } from '../../lib/api'
import { cn } from '../../lib/utils'
import { formIsLive } from '../../lib/earlySubmit'
import { Field as FieldFrame, FieldMessage } from '../ui/field'
import { Input, type InputProps } from '../ui/input'
import { RadioCard, RadioGroup } from '../ui/radio-group'
import { Textarea, type TextareaProps } from '../ui/textarea'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** The text of one field of a FormData ('' when absent). */
export function text(data: FormData, name: string): string {
  const v = data.get(name)
  return typeof v === 'string' ? v : ''
}

export interface PlainFormOptions<V, F extends string> {
  /** The values from the form's fields. */
  read: (data: FormData) => V
  /** Each failing field's message. */
  check: (values: V) => FieldErrors<F>
  /** Called with valid values; a rejection is the caller's to show (showServerErrors). */
  send: (values: V, form: HTMLFormElement) => Promise<unknown> | void
  /** When a field's error first shows: on the first send (default) or when the field is left. */
  mode?: 'onSubmit' | 'onTouched'
  /** Called when a send finds errors (after they show). */
  onInvalid?: () => void
  /** The values the markup starts with: current's value until the form is live. */
  initial: V
}

export interface PlainForm<V, F extends string> {
  /** Spread on the <form>. */
  props: {
    ref: (el: HTMLFormElement | null) => void
    noValidate: true
    onSubmit: (e: FormEvent<HTMLFormElement>) => void
    onBlur: (e: FormEvent<HTMLFormElement>) => void
    onChange: (e: FormEvent<HTMLFormElement>) => void
  }
  errors: FieldErrors<F>
  /** The values now in the fields, read after each change (a count, a button that waits until the form is filled). */
  current: V
  /** Whether current passes the checks. */
  valid: boolean
  sending: boolean
  /** The current values (as sent). */
  values: () => V
  /** Puts a failed request's field errors under their fields (renamed, or dropped when rename gives undefined), focuses the first; returns the server's message. */
  showServerErrors: (error: unknown, rename?: (serverField: string) => F | undefined) => { message?: string; matched: boolean }
  /** Back to the starting values, without errors. */
  reset: () => void
  focus: (name: F) => void
  /** A field's id (stable) and its error. */
  field: (name: F) => { id: string; name: F; error?: string }
}

function nameOf(target: EventTarget | null): string | undefined {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    ? target.name || undefined
    : undefined
}

export function usePlainForm<V, F extends string>({ read, check, send, mode = 'onSubmit', initial, onInvalid }: PlainFormOptions<V, F>): PlainForm<V, F> {
  const formRef = useRef<HTMLFormElement | null>(null)
  const prefix = useId()
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [sending, setSending] = useState(false)
  const [current, setCurrent] = useState(initial)
  const passes = (v: V) => !Object.values(check(v)).some(Boolean)
  /** Fields whose errors show: left ones ('onTouched') and, after a first send, all. */
  const watched = useRef(new Set<string>())
  const sentOnce = useRef(false)
  const busy = useRef(false)

  const values = () => read(new FormData(formRef.current ?? undefined))

  const focus = useCallback((name: F) => {
    const el = formRef.current?.elements.namedItem(name)
    const target = el instanceof RadioNodeList ? ([...el].find((r) => (r).checked) ?? el[0]) : el
    if (target instanceof HTMLElement) target.focus()
  }, [])

  const focusFirst = (found: FieldErrors<F>) => {
    for (const el of formRef.current?.elements ?? []) {
      const name = nameOf(el)
      if (name && found[name as F]) return focus(name as F)
    }
  }

  const recheck = (name: string) => {
    const message = check(values())[name as F]
    setErrors((e) => (e[name as F] === message ? e : { ...e, [name]: message }))
  }

  // The latest submit, for a send pressed before the form was live.
  const submit = async () => {
    const form = formRef.current
    if (!form || busy.current) return
    sentOnce.current = true
    const v = read(new FormData(form))
    const found = check(v)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      focusFirst(found)
      return onInvalid?.()
    }
    busy.current = true
    setSending(true)
    try {
      await send(v, form)
    } catch {
      // send shows its own failure.
    } finally {
      busy.current = false
      setSending(false)
    }
  }
  const latestSubmit = useRef(submit)
  const latestRead = useRef(read)
  useLayoutEffect(() => {
    latestSubmit.current = submit
    latestRead.current = read
  })

  const ref = useCallback((el: HTMLFormElement | null) => {
    formRef.current = el
    if (!el) return
    // What the fields hold now (typed before the page's code came, too).
    queueMicrotask(() => setCurrent(latestRead.current(new FormData(el))))
    if (formIsLive(el)) queueMicrotask(() => void latestSubmit.current())
  }, [])

  return {
    props: {
      ref,
      noValidate: true,
      onSubmit: (e) => {
        e.preventDefault()
        void submit()
      },
      onBlur: (e) => {
        const name = nameOf(e.target)
        if (!name || mode !== 'onTouched') return
        watched.current.add(name)
        recheck(name)
      },
      onChange: (e) => {
        setCurrent(values())
        const name = nameOf(e.target)
        if (name && (sentOnce.current || watched.current.has(name) || errors[name as F])) recheck(name)
      },
    },
    errors,
    current,
    valid: passes(current),
    sending,
    values,
    showServerErrors: (error, rename = (f) => f as F) => {
      const found: FieldErrors<F> = {}
      for (const [serverField, message] of Object.entries(apiFieldErrors(error))) {
        const name = rename(serverField)
        if (name) found[name] = message
      }
      setErrors(found)
      focusFirst(found)
      return { message: apiErrorMessage(error), matched: Object.keys(found).length > 0 }
    },
    reset: () => {
      formRef.current?.reset()
      sentOnce.current = false
      watched.current.clear()
      setErrors({})
      setCurrent(values())
    },
    focus,
    field: (name) => ({ id: `${name}-${prefix}`, name, error: errors[name] }),
  }
}

export interface FieldProps<F extends string> {
  form: { field: (name: F) => { id: string; name: F; error?: string } }
  name: F
  label: ReactNode
  hint?: ReactNode
  className?: string
  id?: string
  /** The id of a text outside the field that describes it (a question's help), read when there is neither error nor hint. */
  describedBy?: string
}

export function describe(id: string, error?: string, hint?: ReactNode, describedBy?: string) {
  return { 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : describedBy, invalid: !!error }
}

export function TextField<F extends string>({ form, name, label, hint, className, id: givenId, describedBy, ...input }: FieldProps<F> & Omit<InputProps, 'name' | 'form'>) {
  const { error, id: auto } = form.field(name)
  const id = givenId ?? auto
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...input} id={id} name={name} {...describe(id, error, hint, describedBy)} />
    </FieldFrame>
  )
}

export function TextareaField<F extends string>({ form, name, label, hint, className, id: givenId, describedBy, ...textarea }: FieldProps<F> & Omit<TextareaProps, 'name' | 'form'>) {
  const { error, id: auto } = form.field(name)
  const id = givenId ?? auto
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea {...textarea} id={id} name={name} {...describe(id, error, hint, describedBy)} />
    </FieldFrame>
  )
}

/** A labelled group of radio cards (ui/radio-group), keeping their own state. */
export function RadioGroupField<F extends string>({
  form,
  name,
  label,
  hint,
  className,
  id: givenId,
  options,
  defaultValue,
  groupClassName,
  renderOption,
  labelledBy,
  describedBy,
}: FieldProps<F> & {
  /** The id of a heading outside the group that names it (a quiz question), instead of the group's own label. */
  labelledBy?: string
  options: readonly { value: string; label: ReactNode; description?: ReactNode; icon?: ReactNode }[]
  defaultValue?: string
  groupClassName?: string
  /** Draws one option; a RadioCard by default. */
  renderOption?: (option: { value: string; label: ReactNode; description?: ReactNode; icon?: ReactNode }) => ReactNode
}) {
  const { error, id: auto } = form.field(name)
  const id = givenId ?? auto
  return (
    <div className={cn('space-y-2.5', className)}>
      {labelledBy ? null : (
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
      )}
      <RadioGroup
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-labelledby={labelledBy ?? `${id}-label`}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : describedBy}
        aria-required="true"
        className={groupClassName}
      >
        {options.map((o) => (
          <Fragment key={o.value}>
            {renderOption ? renderOption(o) : <RadioCard value={o.value} title={o.label} description={o.description} icon={o.icon} />}
          </Fragment>
        ))}
      </RadioGroup>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
}
