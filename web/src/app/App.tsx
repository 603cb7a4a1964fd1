import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
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
  return (
    <AppFrame client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  )
}
