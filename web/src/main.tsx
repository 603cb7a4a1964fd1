import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadPage } from './app/pages'
import { captureFirstTouch } from './lib/analytics'

// Fetch the current page's chunk in parallel with the first render.
preloadPage(window.location.pathname)
captureFirstTouch()

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
