import { lazy, Suspense, useState } from 'react'
import { useToast } from './use-toast'

// Radix's toast (its provider, viewport, focus and swipe handling) is a
// chunk of its own: no page needs it before its first toast, and most
// visits never show one.
const ToastQueue = lazy(() => import('./toast-queue'))

/**
 * Renders the toast queue. Mount once at the app root. Nothing is rendered
 * (on the server or in the browser) until the first toast; from then on the
 * queue stays mounted.
 */
export function Toaster() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastQueue />
    </Suspense>
  )
}
