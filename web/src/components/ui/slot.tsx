import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react'

/** Sets every ref given to one value (a ref callback or a ref object). */
export function setRefs<T>(value: T | null, ...refs: (Ref<T> | undefined)[]): void {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(value)
    else if (ref) ref.current = value
  }
}

type AnyProps = Record<string, unknown>

/**
 * The slot's props over the child's: handlers both run (the child's first),
 * class names are joined (the slot's first), styles merged (the child's win),
 * aria-describedby ids joined; any other prop of the child wins.
 */
export function mergeSlotProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child }
  for (const name in child) {
    const s = slot[name]
    const c = child[name]
    if (/^on[A-Z]/.test(name)) {
      if (typeof s === 'function' && typeof c === 'function') {
        const slotHandler = s as (...args: unknown[]) => unknown
        const childHandler = c as (...args: unknown[]) => unknown
        merged[name] = (...args: unknown[]) => {
          const result = childHandler(...args)
          slotHandler(...args)
          return result
        }
      } else merged[name] = c ?? s
    } else if (name === 'style') {
      merged[name] = { ...(s as object), ...(c as object) }
    } else if (name === 'className') {
      merged[name] = [s, c].filter(Boolean).join(' ')
    } else if (name === 'aria-describedby') {
      const words = (v: unknown) => (typeof v === 'string' ? v.split(/\s+/) : [])
      const ids = new Set([...words(c), ...words(s)].filter(Boolean))
      merged[name] = ids.size > 0 ? [...ids].join(' ') : undefined
    }
  }
  return merged
}

/**
 * Renders its one child element with the slot's props and ref merged in
 * (Button asChild: a link with button styles). Radix's Slot, without the
 * Slottable and lazy-child cases we never use.
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement> & { children?: ReactNode }>(function Slot(
  { children, ...slotProps },
  forwardedRef,
) {
  if (!isValidElement<AnyProps>(children)) {
    if (children || children === 0) throw new Error('Slot needs exactly one element child')
    return null
  }
  const childRef = children.props.ref as Ref<HTMLElement> | undefined
  const props = mergeSlotProps(slotProps, children.props)
  props.ref = forwardedRef ? (node: HTMLElement | null) => setRefs(node, forwardedRef, childRef) : childRef
  return cloneElement(children, props)
})
