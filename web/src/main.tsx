import './index.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { loadPage, preloadPage } from './app/pages'
import { captureFirstTouch } from './lib/analytics'
import { holdEarlySubmits } from './lib/earlySubmit'

captureFirstTouch()
// A form sent before the page's code has arrived is sent once it has (lib/earlySubmit).
holdEarlySubmits()

const root = document.getElementById('root')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

if (root?.firstElementChild) {
  // The server sent this page rendered (scripts/prerender.mjs): load its
  // chunk first so the first client render is the page itself, matching
  // the HTML, then take the HTML over rather than replacing it. The page
  // is already on screen, so hydration runs as a transition: React yields to
  // the browser every few milliseconds instead of holding the main thread for
  // the whole tree, and a tap meanwhile is answered first.
  const path = window.location.pathname
  void loadPage(path)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError(error) {
            console.error('Hydration error:', error)
          },
        })
      }),
    )
} else if (root) {
  // Fetch the current page's chunk in parallel with the first render.
  preloadPage(window.location.pathname)
  createRoot(root).render(app)
}
