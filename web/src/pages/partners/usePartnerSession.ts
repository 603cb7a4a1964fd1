import { useQuery } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import { fetchMe, ME_KEY, type Me } from '../../lib/partnerSession'

/** How often the guard re-reads the session: the badge follows new client messages. */
export const ME_REFRESH_MS = 30_000

/** The signed-in partner's session check (GET /api/partner-auth/me). */
export function useMeQuery() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    refetchInterval: ME_REFRESH_MS,
    staleTime: 0,
  })
}

export const PartnerContext = createContext<Me | undefined>(undefined)

/** The partner signed in; only valid below the partner area's layout. */
export function usePartner(): Me {
  const me = useContext(PartnerContext)
  if (!me) throw new Error('usePartner needs the partner layout above it')
  return me
}
