import { useEffect, useRef, useState } from 'react'

/**
 * Whether the element has come within a screen of the viewport, for parts
 * below the fold whose code loads as they approach. While enabled is false
 * (nothing to show yet), nothing is watched. margin widens (or, at '0px',
 * removes) the band around the viewport that counts as near.
 */
export function useNearScreen<T extends Element>(enabled = true, margin = '100% 0px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near || !enabled) return
    if (typeof IntersectionObserver === 'undefined') {
      const t = setTimeout(() => setNear(true))
      return () => clearTimeout(t)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, enabled, margin])
  return [ref, near] as const
}
