import { useLayoutEffect, useRef } from 'react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
import type { SelectBoxProps } from './select-box'
import { setRefs } from './slot'

/** The Radix select behind SelectBox, loaded on the first interaction with it. */
export function RadixSelectBox({
  value,
  onValueChange,
  options,
  placeholder,
  name,
  defaultOpen,
  focusOnMount,
  triggerRef,
  ...trigger
}: Omit<SelectBoxProps, 'ref'> & {
  defaultOpen: boolean
  focusOnMount: boolean
  triggerRef: React.Ref<HTMLButtonElement> | undefined
}) {
  const own = useRef<HTMLButtonElement | null>(null)
  useLayoutEffect(() => {
    if (focusOnMount && !defaultOpen) own.current?.focus()
    // Only when it replaces the placeholder that had focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Select value={value} onValueChange={onValueChange} name={name} defaultOpen={defaultOpen}>
      <SelectTrigger ref={(node) => setRefs(node, own, triggerRef)} {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
