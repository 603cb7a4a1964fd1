import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { Toaster } from '../components/ui/toaster'
import { queryClient } from '../lib/api'
import { AppRoutes } from './router'

/** What wraps the routes in the browser and in the build's server render alike. */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}

export function App() {
  // Marks the page as live (hydrated or rendered): browser tests wait for
  // it before typing, as a person's first keystrokes after a slow load
  // would otherwise land in the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <AppFrame client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  )
}
