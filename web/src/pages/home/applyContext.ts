import { createContext, useContext } from 'react'
import type { AudienceType } from './applicationRules'

/** Lets any home section send the visitor to the application form (optionally pre-choosing an audience). */
export const ApplyContext = createContext<(audience?: AudienceType) => void>(() => undefined)

export function useStartApplication() {
  return useContext(ApplyContext)
}
