import * as ToastPrimitive from '@radix-ui/react-toast'
import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react'
import { cn } from '../../lib/utils'
import type { ToastVariant } from './use-toast'

/** Spec section 9: 5000 ms, swipe right with a 50 px threshold. */
export const TOAST_DURATION = 5000
export const TOAST_SWIPE_THRESHOLD = 50

export function ToastProvider(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      {...props}
    />
  )
}

/**
 * Radix's default hotkey (F8) focuses the viewport. It sits at the bottom
 * (above a phone's safe area) until the queue places it clear of the control
 * that raised the toast (toastPlacement.ts), which sets its top.
 */
export const ToastViewport = forwardRef<
  ElementRef<typeof ToastPrimitive.Viewport>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>
>(function ToastViewport({ className, ...props }, ref) {
  return (
    <ToastPrimitive.Viewport
      ref={ref}
      className={cn(
        'fixed inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 px-4 outline-none sm:left-auto sm:right-4 sm:w-[400px] sm:px-0 print:hidden',
        className,
      )}
      {...props}
    />
  )
})

export const Toast = forwardRef<
  ElementRef<typeof ToastPrimitive.Root>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }
>(function Toast({ className, variant = 'default', children, ...props }, ref) {
  const destructive = variant === 'destructive'
  return (
    <ToastPrimitive.Root
      ref={ref}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-card-hover',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        destructive ? 'border-danger-500/30 bg-danger-50 text-danger-700' : 'border-slate-200 bg-white text-slate-900',
        className,
      )}
      {...props}
    >
      {destructive ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
      ) : (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
      )}
      <div className="min-w-0 flex-1">{children}</div>
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute right-2.5 top-2.5 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500',
          destructive ? 'text-danger-700' : 'text-slate-500',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
})

export const ToastTitle = forwardRef<
  ElementRef<typeof ToastPrimitive.Title>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Title>
>(function ToastTitle({ className, ...props }, ref) {
  return <ToastPrimitive.Title ref={ref} className={cn('text-[15px] font-semibold', className)} {...props} />
})

export const ToastDescription = forwardRef<
  ElementRef<typeof ToastPrimitive.Description>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Description>
>(function ToastDescription({ className, ...props }, ref) {
  return <ToastPrimitive.Description ref={ref} className={cn('mt-0.5 text-sm', className)} {...props} />
})
