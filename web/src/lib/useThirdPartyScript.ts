import { useEffect } from 'react'

/** Whether React created this node (it would remove it itself; removing it first would break React). */
function ownedByReact(node: Node): boolean {
  return Object.keys(node).some((k) => k.startsWith('__react'))
}

/**
 * Loads a third party's script while the calling page is open (once enabled),
 * and on leaving removes the script and every element it (or anything else
 * not rendered by React) added to <head> or <body> in the meantime, so
 * nothing of it lingers on the next page.
 */
export function useThirdPartyScript(src: string, marker: string, enabled = true): void {
  useEffect(() => {
    if (!src || !enabled) return undefined
    const added: Node[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => added.push(n))
    })
    observer.observe(document.head, { childList: true })
    observer.observe(document.body, { childList: true })
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.thirdParty = marker
    document.body.appendChild(script)
    return () => {
      observer.disconnect()
      for (const r of observer.takeRecords()) r.addedNodes.forEach((n) => added.push(n))
      script.remove()
      for (const n of added) {
        if (n !== script && n.isConnected && !ownedByReact(n)) n.parentNode?.removeChild(n)
      }
    }
  }, [src, marker, enabled])
}
