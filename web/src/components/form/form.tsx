/**
 * The form layer: every form keeps its values, touched fields, errors and
 * submitting state in react-hook-form, checked by a zod schema on the client
 * and by the server, whose `fields` answer lands under the right inputs.
 * Length limits come from RULES (web/src/lib/rules.ts), never from numbers
 * written here or in a form.
 *
 * The pieces:
 * - useSchemaForm(schema, defaults, mode, reValidateMode) in ./useSchemaForm:
 *   the form on a zod schema; a server error on a field goes away as soon as
 *   that field is edited.
 * - useRulesForm(fields, check, defaults, ...): the same from per-field rule
 *   functions, with no schema library (for pages whose JavaScript is budgeted).
 * - FormRoot: the <form> (noValidate) with the form in context.
 * - applyServerErrors(form, error, fields): a failed request's field errors
 *   under their inputs (optionally renamed from the server's names), the first
 *   focused; returns the server's message for a toast.
 * - fieldsFor<Values>(): the field components typed for one form's values:
 *   - TextField / TextareaField: label, native control registered by name,
 *     hint or error under it; every other prop goes to the control.
 *   - SelectField (selectFieldFor<Values>() in ./SelectField): the native
 *     select of ui/select, registered by name.
 *   - RadioGroupField: a labelled radio group (or one named by a heading
 *     outside it, labelledBy); each option a RadioCard, or whatever
 *     renderOption draws (a RadioItem of ui/radio-group).
 *   - CheckboxField: one checkbox with its label beside it (terms, consent,
 *     a setting), the view of ./CheckboxField registered as a boolean.
 *   - Field (FormField): any other control through a render prop that gets
 *     the id, invalid and aria props to spread on it.
 * Every field has a stable id (given, or derived from the name) so anchors and
 * focus code can find it; errors are linked by aria-describedby (or, with
 * neither error nor hint, the describedBy id given).
 */
import { Fragment, useEffect, useId, type ReactNode } from 'react'
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { apiErrorMessage, apiFieldErrors } from '../../lib/api'
import { focusControl } from '../../lib/focus'
import { cn } from '../../lib/utils'
import { Field as FieldFrame, FieldMessage } from '../ui/field'
import { CheckboxField as CheckboxFieldView } from './CheckboxField'
import { Input, type InputProps } from '../ui/input'
import { RadioCard, RadioGroup } from '../ui/radio-group'
import { Textarea, type TextareaProps } from '../ui/textarea'

export type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, FieldValues>

/**
 * An error on show follows the field's value: the server's verdict was about
 * the old value, so editing drops it; a check's error is checked again at once,
 * so it goes as soon as the field is right. Without this a field whose error
 * was revealed before it was ever left (Enter, Continue) keeps it until it is
 * blurred, and the message that then vanishes moves the button being pressed
 * from under the pointer, so the press is lost. A form that checks again only
 * on submit (reValidateMode 'onSubmit') keeps its errors until then.
 */
export function useRecheckErrorsOnEdit<T extends FieldValues>(form: AnyForm<T>, reValidateMode: 'onChange' | 'onSubmit'): void {
  const { subscribe, getFieldState, clearErrors, trigger } = form
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return
          const field = name as Path<T>
          const { error } = getFieldState(field)
          if (error?.type === 'server') clearErrors(field)
          else if (error && reValidateMode === 'onChange') void trigger(field)
        },
      }),
    [subscribe, getFieldState, clearErrors, trigger, reValidateMode],
  )
}

/**
 * A form checked by per-field rules written as plain functions (tested on
 * their own), without a schema library: each field's message, in form order,
 * becomes that field's error. Pages on the first load (the home page) use
 * this, so zod stays out of their JavaScript.
 */
export function useRulesForm<T extends FieldValues>(
  fields: readonly (keyof T & string)[],
  check: (field: keyof T & string, values: T) => string | undefined,
  defaultValues: DefaultValues<T>,
  mode: 'onSubmit' | 'onTouched' | 'onChange' = 'onTouched',
  reValidateMode: 'onChange' | 'onSubmit' = 'onChange',
) {
  const resolver: Resolver<T> = (values) => {
    const errors: FieldErrors<T> = {}
    for (const field of fields) {
      const message = check(field, values)
      if (message) (errors as Record<string, FieldError>)[field] = { type: 'rule', message }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }
  const form = useForm<T>({ resolver, defaultValues, mode, reValidateMode })
  useRecheckErrorsOnEdit(form as AnyForm<T>, reValidateMode)
  return form
}

/**
 * Puts a failed request's field errors under their inputs and focuses the
 * first (unless focus is false). `fields` lists the form's names, or maps a
 * server name to one (undefined for none). It returns the server's message
 * (or undefined) for a toast, and the form fields that got an error. A
 * rename function as the fourth argument maps server names first, then
 * `fields` (a list) filters them.
 */
export function applyServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  fields: readonly string[] | ((serverField: string) => Path<T> | undefined),
  options: { focus?: boolean } | ((serverField: string) => string | undefined) = {},
): { message?: string; matched: boolean; names: Path<T>[]; first?: Path<T> } {
  const rename = typeof options === 'function' ? options : undefined
  const focus = typeof options === 'function' ? true : options.focus !== false
  const nameFor =
    typeof fields === 'function'
      ? fields
      : (f: string) => {
          const name = rename ? rename(f) : f
          return name !== undefined && fields.includes(name) ? (name as Path<T>) : undefined
        }
  const names: Path<T>[] = []
  for (const [serverField, message] of Object.entries(apiFieldErrors(error))) {
    const name = nameFor(serverField)
    if (!name) continue
    form.setError(name, { type: 'server', message })
    names.push(name)
  }
  const first = names[0]
  if (first && focus) form.setFocus(first)
  return { message: apiErrorMessage(error), matched: first !== undefined, names, first }
}

/** Gives the fields below access to the form. */
export function FormRoot<T extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  ...rest
}: {
  form: AnyForm<T>
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void
  children: ReactNode
  className?: string
} & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'className'>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className={className} {...rest}>
        {children}
      </form>
    </FormProvider>
  )
}

/** What a field's control needs: its id, error state and description. */
export interface ControlProps {
  id: string
  invalid: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

export interface FieldBaseProps<T extends FieldValues> {
  name: FieldPath<T>
  label: ReactNode
  hint?: ReactNode
  className?: string
  id?: string
  /**
   * What describes the control while it shows neither hint nor error: the id
   * of text outside the field, such as a question's help line.
   */
  describedBy?: string
}

/** The field's id, its current error message and the aria props for its control. */
export function useFieldState<T extends FieldValues>(
  name: FieldPath<T>,
  givenId: string | undefined,
  hint: ReactNode,
  describedBy?: string,
) {
  const auto = useId()
  const id = givenId ?? `${name}-${auto}`
  const { getFieldState, formState } = useFormContext<T>()
  const error = getFieldState(name, formState).error?.message
  const control: ControlProps = {
    id,
    invalid: !!error,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : describedBy,
    'aria-invalid': error ? true : undefined,
  }
  return { id, error, control }
}

/**
 * One labelled field of the form above it: label, control, then the hint or
 * the error (the schema's or the server's) under the control. children gets
 * the props to spread on the control, beside register(name) or a Controller.
 */
export function FormField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  id: givenId,
  describedBy,
  children,
}: FieldBaseProps<T> & { children: (control: ControlProps) => ReactNode }) {
  const { id, error, control } = useFieldState<T>(name, givenId, hint, describedBy)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {children(control)}
    </FieldFrame>
  )
}

type TextFieldProps<T extends FieldValues> = FieldBaseProps<T> & Omit<InputProps, 'name' | 'id' | 'invalid'>

function TextField<T extends FieldValues>({ name, label, hint, className, id, describedBy, ...input }: TextFieldProps<T>) {
  const { register } = useFormContext<T>()
  return (
    <FormField<T> name={name} label={label} hint={hint} className={className} id={id} describedBy={describedBy}>
      {(c) => <Input {...input} {...c} {...register(name)} />}
    </FormField>
  )
}

type TextareaFieldProps<T extends FieldValues> = FieldBaseProps<T> & Omit<TextareaProps, 'name' | 'id' | 'invalid'>

function TextareaField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  id,
  describedBy,
  ...textarea
}: TextareaFieldProps<T>) {
  const { register } = useFormContext<T>()
  return (
    <FormField<T> name={name} label={label} hint={hint} className={className} id={id} describedBy={describedBy}>
      {(c) => <Textarea {...textarea} {...c} {...register(name)} />}
    </FormField>
  )
}

export interface Option {
  value: string
  label: ReactNode
  description?: ReactNode
  icon?: ReactNode
}

type RadioGroupFieldProps<T extends FieldValues> = Omit<FieldBaseProps<T>, 'id' | 'label'> & {
  /** The group's id; its label is `${id}-label`. Required so focus code can find the group. */
  id: string
  /** The group's own label, or labelledBy: the id of a heading outside that names it (a quiz question). */
  label?: ReactNode
  labelledBy?: string
  options: readonly Option[]
  /** Draws one option; a RadioCard by default. */
  renderOption?: (option: Option) => ReactNode
  groupClassName?: string
  required?: boolean
}

function RadioGroupField<T extends FieldValues>({
  name,
  label,
  hint,
  className,
  id,
  options,
  renderOption,
  groupClassName,
  required = true,
  labelledBy,
  describedBy,
}: RadioGroupFieldProps<T>) {
  const { control: formControl } = useFormContext<T>()
  const { error, control } = useFieldState<T>(name, id, hint, describedBy)
  return (
    <div className={cn('space-y-2.5', className)}>
      {labelledBy ? null : (
        <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </p>
      )}
      <Controller
        control={formControl}
        name={name}
        render={({ field }) => (
          <RadioGroup
            // A group has no focus of its own: focusing it puts the keyboard on its chosen (or first) radio.
            ref={() => field.ref({ focus: () => focusControl(id) })}
            id={id}
            name={name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            aria-labelledby={labelledBy ?? `${id}-label`}
            aria-describedby={control['aria-describedby']}
            aria-required={required ? 'true' : undefined}
            className={groupClassName}
          >
            {options.map((o) => (
              <Fragment key={o.value}>
                {renderOption ? (
                  renderOption(o)
                ) : (
                  <RadioCard value={o.value} title={o.label} description={o.description} icon={o.icon} />
                )}
              </Fragment>
            ))}
          </RadioGroup>
        )}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
}

/** The checkbox field (./CheckboxField) registered as a boolean. */
export function FormCheckboxField<T extends FieldValues>({ name, label, hint, className, id: givenId }: FieldBaseProps<T>) {
  const { register } = useFormContext<T>()
  const { id, error } = useFieldState<T>(name, givenId, hint)
  return <CheckboxFieldView {...register(name)} id={id} label={label} hint={hint} error={error} className={className} />
}

/**
 * The field components typed for one form's values, so that names are
 * checked: `const { TextField } = fieldsFor<Values>()` at module level.
 */
export function fieldsFor<T extends FieldValues>() {
  return {
    Field: FormField<T>,
    TextField: TextField<T>,
    TextareaField: TextareaField<T>,
    RadioGroupField: RadioGroupField<T>,
    CheckboxField: FormCheckboxField<T>,
  }
}
