import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import {
  BOARD_COLUMNS,
  creditFor,
  emptyRequestForm,
  groupByStatus,
  isHighlighted,
  REQUEST_TYPES,
  requestAction,
  requestErrors,
  statusLabel,
  toRequestPayload,
  voteFailureMessage,
  VOTE_THRESHOLD,
} from '../../lib/requestRules'

const conflict = (message: string) => new ApiError(409, 'Conflict', JSON.stringify({ message }))

describe('vote failure message', () => {
  it("maps the server's already-voted message to the friendly one", () => {
    expect(voteFailureMessage(conflict('You have already voted on this request'))).toBe(
      "You've already voted on this request.",
    )
  })

  it("says the network's votes are given, without 'try again', when the per-network cap refuses the vote", () => {
    expect(voteFailureMessage(conflict('Your network has already given this request its votes'))).toBe(
      'Your network has already given this request its votes.',
    )
  })

  it('falls back for any other failure', () => {
    const fallback = 'Unable to record your vote. Please try again.'
    expect(voteFailureMessage(conflict('Request not found.'))).toBe(fallback)
    expect(voteFailureMessage(new ApiError(500, 'Internal Server Error', ''))).toBe(fallback)
    expect(voteFailureMessage(new TypeError('Failed to fetch'))).toBe(fallback)
    expect(voteFailureMessage(conflict('You have already voted on this request.'))).toBe(fallback)
  })
})

describe('grouping requests by status', () => {
  it('puts each request in its column and keeps the server order', () => {
    const list = [
      { id: 1, status: 'todo', votes: 12 },
      { id: 2, status: 'submitted', votes: 5 },
      { id: 3, status: 'submitted', votes: 2 },
      { id: 4, status: 'done', votes: 1 },
      { id: 5, status: 'archived', votes: 0 },
    ]
    const groups = groupByStatus(list)
    expect(groups.submitted.map((r) => r.id)).toEqual([2, 3])
    expect(groups.todo.map((r) => r.id)).toEqual([1])
    expect(groups.in_progress).toEqual([])
    expect(groups.done.map((r) => r.id)).toEqual([4])
  })

  it('has the four columns in board order', () => {
    expect(BOARD_COLUMNS.map((c) => c.label)).toEqual(['Submitted', 'To Do', 'In Progress', 'Done'])
    expect(BOARD_COLUMNS.map((c) => c.status)).toEqual(['submitted', 'todo', 'in_progress', 'done'])
    expect(statusLabel('in_progress')).toBe('In Progress')
  })
})

describe('staff moves', () => {
  it('offers Move to To Do for a submitted request only under 10 votes', () => {
    expect(requestAction('submitted', 0)).toEqual({ to: 'todo', label: 'Move to To Do' })
    expect(requestAction('submitted', VOTE_THRESHOLD - 1)).toEqual({ to: 'todo', label: 'Move to To Do' })
    expect(requestAction('submitted', VOTE_THRESHOLD)).toBeNull()
    expect(requestAction('submitted', 25)).toBeNull()
  })

  it('moves To Do to In Progress and In Progress to Done, and nothing from Done', () => {
    expect(requestAction('todo', 3)).toEqual({ to: 'in_progress', label: 'Start' })
    expect(requestAction('todo', 30)).toEqual({ to: 'in_progress', label: 'Start' })
    expect(requestAction('in_progress', 0)).toEqual({ to: 'done', label: 'Mark Done' })
    expect(requestAction('done', 0)).toBeNull()
    expect(requestAction('whatever', 0)).toBeNull()
  })
})

describe('cards', () => {
  it('credits the submitter or shows Anonymous', () => {
    expect(creditFor('Sam')).toBe('by Sam')
    expect(creditFor('  ')).toBe('Anonymous')
    expect(creditFor(undefined)).toBe('Anonymous')
  })

  it('highlights the vote button at 10 votes or more', () => {
    expect(isHighlighted(9)).toBe(false)
    expect(isHighlighted(10)).toBe(true)
    expect(isHighlighted(11)).toBe(true)
  })
})

describe('request form', () => {
  it('offers the three types with feature as the default', () => {
    expect(REQUEST_TYPES.map((t) => [t.value, t.label])).toEqual([
      ['feature', 'Feature Request'],
      ['bug', 'Bug Report'],
      ['idea', 'General Idea'],
    ])
    expect(emptyRequestForm.type).toBe('feature')
  })

  it('requires a title and a description', () => {
    expect(requestErrors(emptyRequestForm)).toEqual({
      title: 'Please give your request a title.',
      description: 'Please describe your request.',
    })
    expect(requestErrors({ ...emptyRequestForm, title: 'A', description: 'B' })).toEqual({})
    expect(requestErrors({ ...emptyRequestForm, title: 'x'.repeat(151), description: 'B' }).title).toBe(
      'Please keep the title under 150 characters.',
    )
  })

  it('sends trimmed fields and leaves an empty name out', () => {
    expect(toRequestPayload({ type: 'bug', title: ' Crash ', description: ' On save ', submittedBy: '  ' })).toEqual({
      type: 'bug',
      title: 'Crash',
      description: 'On save',
    })
    expect(toRequestPayload({ type: 'idea', title: 'T', description: 'D', submittedBy: ' Ana ' }, 'spam')).toEqual({
      type: 'idea',
      title: 'T',
      description: 'D',
      submittedBy: 'Ana',
      website: 'spam',
    })
  })
})
