import { describe, expect, it } from 'vitest'
import { orderedMoves, statusMoves } from './ideaStatus'

const statuses = [
  { value: 'proposed', label: 'Proposed' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'planned', label: 'Planned' },
  { value: 'in_development', label: 'In Development' },
  { value: 'launched', label: 'Launched' },
  { value: 'declined', label: 'Declined' },
]

describe('statusMoves', () => {
  it('offers exactly the next statuses the server sent', () => {
    const moves = statusMoves({ status: 'under_review', nextStatuses: ['planned', 'proposed', 'declined'] }, statuses)
    expect(moves).toEqual([
      { to: 'planned', kind: 'forward', label: 'Move to Planned' },
      { to: 'proposed', kind: 'back', label: 'Back to Proposed' },
      { to: 'declined', kind: 'decline', label: 'Decline' },
    ])
  })
  it('offers nothing for a launched idea', () => {
    expect(statusMoves({ status: 'launched', nextStatuses: [] }, statuses)).toEqual([])
    expect(statusMoves({ status: 'launched' }, statuses)).toEqual([])
  })
  it('reopens a declined idea for review', () => {
    expect(statusMoves({ status: 'declined', nextStatuses: ['under_review'] }, statuses)).toEqual([
      { to: 'under_review', kind: 'reopen', label: 'Review again' },
    ])
  })
  it('never invents a move the server did not offer', () => {
    const moves = statusMoves({ status: 'in_development', nextStatuses: ['launched', 'planned'] }, statuses)
    expect(moves.map((m) => m.to)).toEqual(['launched', 'planned'])
    expect(moves.some((m) => m.to === 'declined')).toBe(false)
  })
  it('orders forward first and decline last', () => {
    const moves = statusMoves({ status: 'planned', nextStatuses: ['declined', 'under_review', 'in_development'] }, statuses)
    expect(orderedMoves(moves).map((m) => m.kind)).toEqual(['forward', 'back', 'decline'])
  })
})
