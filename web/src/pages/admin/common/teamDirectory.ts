import { useQuery } from '@tanstack/react-query'
import { getJSON } from '../../../lib/api'
import type { StaffRole } from '../adminApi'
import { displayName, TEAM_KEY } from '../team/teamModel'

/** A member of the team as every role may read them (GET /api/admin/team); people who have left are `active: false`. */
export interface TeamPerson {
  id: number
  name: string
  email: string
  role: StaffRole
  active: boolean
}

/** Under the People section's key, so its changes refresh it too. */
export const TEAM_DIRECTORY_KEY = [...TEAM_KEY, 'directory'] as const

/** The team: who a lead can be given to (the active), and the names behind staff ids (everyone). */
export function useTeamDirectory() {
  return useQuery({
    queryKey: TEAM_DIRECTORY_KEY,
    queryFn: ({ signal }) => getJSON<{ members: TeamPerson[] }>('/api/admin/team', signal).then((r) => r.members),
  })
}

/** The team sorted by how they are named. */
export function byName(people: readonly TeamPerson[]): TeamPerson[] {
  return [...people].sort((a, b) => displayName(a).localeCompare(displayName(b)))
}

/**
 * How a staff id reads: the person's name (or e-mail), "(deactivated)" after
 * someone who has left; "Member #5" while the team is not loaded.
 */
export function personName(people: readonly TeamPerson[] | undefined, id: number): string {
  const person = people?.find((p) => p.id === id)
  if (!person) return `Member #${id}`
  return person.active ? displayName(person) : `${displayName(person)} (deactivated)`
}
