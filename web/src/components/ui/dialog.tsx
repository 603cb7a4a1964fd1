import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ElementRef } from 'react'
import { refocus, spotOf, type FocusSpot } from '../../lib/focusReturn'
import { activeControl } from '../../lib/lastControl'
import { cn } from '../../lib/utils'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content>

/**
 * The opener of a dialog content that just went away, for a content shown in
 * its place in the same moment (a form, then its result) to keep; dropped at
 * the next task.
 */
let handedOver: { opener: FocusSpot | undefined } | null = null

function handOver(opener: FocusSpot | undefined): void {
  handedOver = { opener }
  setTimeout(() => (handedOver = null))
}

/**
 * Radix's content, remembering what opened it: it mounts as the dialog
 * opens, before focus moves in, so the focused control (or the one last
 * pressed) is the opener, whether a Trigger or a state change opened it. A
 * content that takes the place of another (a form, then its result; a
 * confirmation, then the question it leads to) keeps the first one's opener.
 * On closing, focus goes back there, or near it when the action removed or
 * disabled it (refocus). Radix alone returns focus only to a Trigger.
 */
const ReturningContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, ContentProps>(function ReturningContent(
  { onCloseAutoFocus, ...props },
  ref,
) {
  const [opener] = useState(() => spotOf(activeControl()) ?? handedOver?.opener)
  useEffect(() => () => handOver(opener), [opener])
  return (
    <DialogPrimitive.Content
      ref={ref}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        refocus(opener, true)
      }}
      {...props}
    />
  )
})

/**
 * A side sheet: full height on the right from 640 px, full screen on phones.
 * Radix traps focus and closes on Escape; focus returns to the opener.
 */
export const SheetContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  ContentProps & { closeLabel?: string }
>(function SheetContent({ className, children, closeLabel = 'Close', ...props }, ref) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <ReturningContent
        ref={ref}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-card-hover outline-none data-[state=open]:animate-sheet-in sm:max-w-xl sm:rounded-l-card',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute right-4 top-4 flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </ReturningContent>
    </DialogPrimitive.Portal>
  )
})

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cn('text-xl font-semibold tracking-tight text-slate-900', className)} {...props} />
})

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn('text-sm text-slate-600', className)} {...props} />
})

/**
 * A centred dialog for short forms: as wide as the screen allows up to 32 rem,
 * scrolling inside when taller than the screen. Radix traps focus and closes
 * on Escape; focus returns to the opener.
 */
export const DialogContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  ContentProps & { closeLabel?: string; hideClose?: boolean }
>(function DialogContent({ className, children, closeLabel = 'Close', hideClose = false, ...props }, ref) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
        <ReturningContent
          ref={ref}
          className={cn(
            'pointer-events-auto relative flex max-h-[92dvh] w-full flex-col overflow-y-auto rounded-t-card bg-white p-5 shadow-card-hover outline-none data-[state=open]:animate-fade-in sm:max-w-lg sm:rounded-card sm:p-7',
            className,
          )}
          {...props}
        >
          {children}
          {/* Hidden where the dialog's own buttons are the only ways out (a confirmation). */}
          {hideClose ? null : (
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          )}
        </ReturningContent>
      </div>
    </DialogPrimitive.Portal>
  )
})

