import { ChevronDown } from 'lucide-react'
import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { cn } from '../../lib/utils'
import { fieldBase, fieldState } from './input'
import { setRefs } from './slot'

export interface SelectBoxOption {
  value: string
  label: ReactNode
}

export interface SelectBoxProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'name'> {
  value?: string
  onValueChange: (value: string) => void
  options: readonly SelectBoxOption[]
  placeholder?: ReactNode
  /** The form field name (Radix adds a hidden native select inside a form). */
  name?: string
  invalid?: boolean
}

/** The trigger's look, shared by the placeholder and the Radix trigger (select.tsx). */
export function selectTriggerClass(invalid: boolean | undefined, className?: string): string {
  return cn(
    fieldBase,
    fieldState(invalid),
    'flex h-12 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500 [&>span]:truncate',
    className,
  )
}

type Impl = typeof import('./select-radix')
let impl: Impl | undefined
let loading: Promise<Impl> | undefined
function loadImpl(): Promise<Impl> {
  return (loading ??= import('./select-radix').then(
    (m) => (impl = m),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))
}

const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown']

/**
 * A select of options (Radix Select) whose code loads on the first
 * interaction: until then a button with the trigger's markup, label and
 * accessibility (combobox, expanded false, the chosen option's text or the
 * placeholder). Hovering or focusing it starts the load; a press or an
 * opening key opens the list as soon as it has loaded, and focus moves to
 * the real trigger.
 */
export const SelectBox = forwardRef<HTMLButtonElement, SelectBoxProps>(function SelectBox(props, ref) {
  const { value, onValueChange: _onValueChange, options, placeholder, name: _name, invalid, className, ...trigger } = props
  const [Loaded, setLoaded] = useState<Impl['RadixSelectBox'] | undefined>(undefined)
  const button = useRef<HTMLButtonElement | null>(null)
  const openOnLoad = useRef(false)
  const focusOnLoad = useRef(false)

  // Rendered as the placeholder first (as on the server); a select whose
  // code is already here swaps at once.
  useEffect(() => {
    if (impl) setLoaded(() => impl!.RadixSelectBox)
  }, [])

  if (Loaded) {
    return (
      <Loaded
        {...props}
        className={className}
        defaultOpen={openOnLoad.current}
        focusOnMount={focusOnLoad.current}
        triggerRef={ref}
      />
    )
  }

  const wake = (open: boolean) => {
    if (open) openOnLoad.current = true
    void loadImpl()
      .then((m) => {
        focusOnLoad.current = document.activeElement === button.current
        setLoaded(() => m.RadixSelectBox)
      })
      .catch(() => undefined)
  }
  const showPlaceholder = value === undefined || value === ''
  const chosen = options.find((o) => o.value === value)
  const { onPointerEnter, onFocus, onPointerDown, onClick, onKeyDown, onBlur, ...rest } = trigger
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      data-placeholder={showPlaceholder ? '' : undefined}
      aria-invalid={invalid || undefined}
      className={selectTriggerClass(invalid, className)}
      {...rest}
      ref={(node) => setRefs(node, button, ref)}
      onPointerEnter={(e) => {
        onPointerEnter?.(e)
        void loadImpl().catch(() => undefined)
      }}
      onFocus={(e) => {
        onFocus?.(e)
        wake(false)
      }}
      onPointerDown={(e) => {
        onPointerDown?.(e)
        if (e.button === 0 && !e.ctrlKey) wake(true)
      }}
      onClick={(e) => {
        onClick?.(e)
        wake(true)
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e)
        if (OPEN_KEYS.includes(e.key)) {
          e.preventDefault()
          wake(true)
        }
      }}
      onBlur={(e) => {
        // Focus leaving for the real trigger is not a blur of the field.
        if (!button.current?.isConnected || focusOnLoad.current) return
        onBlur?.(e)
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{showPlaceholder ? placeholder : chosen?.label}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
    </button>
  )
})
