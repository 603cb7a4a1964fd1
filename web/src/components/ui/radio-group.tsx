import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cn } from '../../lib/utils'

/*
 * Radio groups on native radio buttons: one name per group, so the browser
 * gives the keyboard behaviour (Tab onto the chosen radio or the first, arrows
 * move and choose, Space chooses) and the semantics. Each option is a <label>
 * drawn as a dot, a card or a tile, with a transparent radio laid over the
 * whole of it: a press anywhere on it is a press on the radio. The looks
 * follow the radio (has-[:checked]); the focus ring is the label's while
 * its radio has the keyboard. A group given a value is controlled; given
 * none (defaultValue instead) the radios keep their own state, as a plain
 * form's fields do.
 */

interface Group {
  name: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  disabled?: boolean
  required?: boolean
}

const GroupContext = createContext<Group | null>(null)

export interface RadioGroupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue' | 'dir'> {
  /** The chosen option's value ('' for none); without it the radios keep their own state (a plain form). */
  value?: string
  /** The option chosen at first when the radios keep their own state. */
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** The radios' name (one per page); a generated one when not given. */
  name?: string
  disabled?: boolean
  required?: boolean
  orientation?: 'horizontal' | 'vertical'
}

/** The group with no looks of its own (the star rating draws its own row). */
export const RadioGroupRoot = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroupRoot(
  { value, defaultValue, onValueChange, name, disabled, required, orientation, ...props },
  ref,
) {
  const auto = useId()
  return (
    <GroupContext.Provider value={{ name: name ?? `radio-${auto}`, value, defaultValue, onValueChange, disabled, required }}>
      <div
        ref={ref}
        role="radiogroup"
        aria-required={required || undefined}
        aria-orientation={orientation}
        data-disabled={disabled ? '' : undefined}
        {...props}
      />
    </GroupContext.Provider>
  )
})

/** The group as a grid of options. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup({ className, ...props }, ref) {
  return <RadioGroupRoot ref={ref} className={cn('grid gap-3', className)} {...props} />
})

/** Props of one option: the radio's own (value, aria-label, onBlur...) and the label's class. */
export type RadioItemProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'checked' | 'name' | 'title' | 'children'> & {
  value: string
}

const radioInput =
  'absolute inset-0 z-10 m-0 size-full cursor-[inherit] appearance-none rounded-[inherit] opacity-0 focus:outline-none'

/** The focus ring drawn on an option while its radio has the keyboard. */
export const radioFocusRing =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500'

/**
 * One option of the group above: a <label> drawn by className and children,
 * with the radio over it. Use it to draw an option of your own.
 */
export const RadioItem = forwardRef<HTMLInputElement, RadioItemProps & { children?: ReactNode }>(function RadioItem(
  { className, value, disabled, onChange, onKeyDown, children, ...props },
  ref,
) {
  const group = useContext(GroupContext)
  const controlled = group?.value !== undefined
  const checked = controlled ? group.value === value : undefined
  const off = disabled || group?.disabled
  return (
    // The looks follow the radio's own state (has-[:checked]), so a group that keeps its own state draws it too.
    <label
      data-state={controlled ? (checked ? 'checked' : 'unchecked') : undefined}
      data-disabled={off ? '' : undefined}
      className={cn('relative', className)}
    >
      <input
        ref={ref}
        type="radio"
        name={group?.name}
        value={value}
        checked={checked}
        defaultChecked={controlled ? undefined : group?.defaultValue === value}
        disabled={off}
        required={group?.required}
        className={radioInput}
        onChange={(e) => {
          onChange?.(e)
          if (e.target.checked) group?.onValueChange?.(value)
        }}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          onKeyDown?.(e)
          // As with Radix: Enter does not submit the form from a radio (WAI-ARIA radio groups).
          if (e.key === 'Enter') e.preventDefault()
        }}
        {...props}
      />
      {children}
    </label>
  )
})

/** A plain radio dot. */
export const RadioGroupItem = forwardRef<HTMLInputElement, RadioItemProps>(function RadioGroupItem({ className, ...props }, ref) {
  return (
    <RadioItem
      ref={ref}
      className={cn(
        'group inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white has-[:checked]:border-brand-600',
        radioFocusRing,
        className,
      )}
      {...props}
    >
      <span className="size-2.5 scale-0 rounded-full bg-brand-600 group-has-[:checked]:scale-100" />
    </RadioItem>
  )
})

/** A selectable card: the whole card is the radio button. */
export const RadioCard = forwardRef<
  HTMLInputElement,
  RadioItemProps & {
    title: ReactNode
    description?: ReactNode
    icon?: ReactNode
  }
>(function RadioCard({ className, title, description, icon, ...props }, ref) {
  return (
    <RadioItem
      ref={ref}
      className={cn(
        'group flex w-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-3.5 text-left transition-[border-color,box-shadow,background-color] duration-150 hover:border-slate-400 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-1 has-[:checked]:ring-brand-500',
        radioFocusRing,
        className,
      )}
      {...props}
    >
      {icon ? (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-has-[:checked]:bg-brand-600 group-has-[:checked]:text-white [&_svg]:size-[18px]">
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-sm leading-snug text-slate-600">{description}</span> : null}
      </span>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white group-has-[:checked]:border-brand-600"
      >
        <span className="size-2.5 scale-0 rounded-full bg-brand-600 transition-transform duration-150 group-has-[:checked]:scale-100" />
      </span>
    </RadioItem>
  )
})
