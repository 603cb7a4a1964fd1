import { describe, expect, it } from 'vitest'
import {
  accessPayload,
  canCreateClient,
  clientProjects,
  clientStatus,
  expiryError,
  initials,
  linkIsActive,
  newClientSchema,
  portalLink,
  sharedSummary,
} from './clientRules'
import { ago, count, day, money, rating, ratingsCount } from '../../../lib/format'
import { newMessagePayload, newMessageSchema } from './messageRules'
import {
  budgetValue,
  canCreateProject,
  emptyNewProject,
  NEW_PROJECT_STATUSES,
  newProjectPayload,
  newProjectSchema,
  projectsUrl,
} from './projectRules'
import {
  deliverableSchema,
  milestonePayload,
  milestoneSchema,
  nextMilestoneOrder,
  sortMilestones,
} from './workRules'

describe('New Project rules', () => {
  it('offers the four spec statuses, planning first', () => {
    expect(NEW_PROJECT_STATUSES.map((s) => s.label)).toEqual(['Planning', 'In Progress', 'Review', 'Completed'])
    expect(emptyNewProject.status).toBe('planning')
  })

  it('disables Create while pending or without a title or client name', () => {
    expect(canCreateProject({ title: 'Site', clientName: 'Ann' }, false)).toBe(true)
    expect(canCreateProject({ title: 'Site', clientName: 'Ann' }, true)).toBe(false)
    expect(canCreateProject({ title: ' ', clientName: 'Ann' }, false)).toBe(false)
    expect(canCreateProject({ title: 'Site', clientName: '' }, false)).toBe(false)
  })

  it('turns a non-numeric budget into 0 and keeps whole numbers', () => {
    expect(budgetValue('')).toBe(0)
    expect(budgetValue('2500')).toBe(2500)
    expect(budgetValue('$12,500')).toBe(12500)
    expect(budgetValue('99.9')).toBe(99.9)
    expect(budgetValue('1,050.25')).toBe(1050.25)
    const budget = (v: string) => newProjectSchema.safeParse({ ...emptyNewProject, title: 'a', clientName: 'b', budget: v })
    for (const good of ['', '0', '2500', '1,050.25', '$12,500']) expect(budget(good).success, good).toBe(true)
    for (const bad of ['-5', 'abc', '10,50', '1,0000', '1e15', '1000000000000000', '9223372036854775807', '12.345']) {
      expect(budget(bad).success, bad).toBe(false)
    }
    expect(budget('10,50').error?.issues[0]?.message).toBe('Enter an amount like 1050, 1,050 or 1050.25.')
    expect(budget('1000000000000').error?.issues[0]?.message).toBe('Enter an amount up to $999,999,999,999.99.')
  })

  it('links a project to a known client by name and never sends a partner id', () => {
    const body = newProjectPayload(
      { ...emptyNewProject, title: ' Site ', clientName: 'acme ltd', budget: '' },
      [{ id: 7, name: 'Acme Ltd' }],
    )
    expect(body).toEqual({ title: 'Site', clientName: 'acme ltd', clientId: 7, description: '', budget: 0, deadline: null, status: 'planning' })
    expect(newProjectPayload({ ...emptyNewProject, title: 'a', clientName: 'New Co' }, [])).not.toHaveProperty('clientId')
  })

  it('filters by status through the API', () => {
    expect(projectsUrl('all')).toBe('/api/partner-projects')
    expect(projectsUrl('in-progress')).toBe('/api/partner-projects?status=in-progress')
  })
})

describe('New Client and link rules', () => {
  it('disables Create while pending or without a name or email', () => {
    expect(canCreateClient({ name: 'Ann', email: 'a@b.co' }, false)).toBe(true)
    expect(canCreateClient({ name: 'Ann', email: '' }, false)).toBe(false)
    expect(canCreateClient({ name: 'Ann', email: 'a@b.co' }, true)).toBe(false)
    expect(newClientSchema.safeParse({ name: 'Ann', email: 'nope', phone: '', company: '' }).success).toBe(false)
    expect(newClientSchema.safeParse({ name: 'Ann', email: 'a@b.co', phone: '', company: '' }).success).toBe(true)
  })

  it('shows active for a client without status, and initials', () => {
    expect(clientStatus(undefined)).toBe('active')
    expect(clientStatus('inactive')).toBe('inactive')
    expect(initials('Maria de la Cruz')).toBe('MC')
    expect(initials('ann')).toBe('A')
    expect(initials('  ')).toBe('?')
  })

  it('builds the link and tells active from inactive', () => {
    expect(portalLink('https://x.example', 'tok')).toBe('https://x.example/c/tok')
    const now = new Date('2026-03-01T00:00:00Z')
    expect(linkIsActive({ active: true, expiresAt: null }, now)).toBe(true)
    expect(linkIsActive({ active: false, expiresAt: null }, now)).toBe(false)
    expect(linkIsActive({ active: true, expiresAt: '2026-02-01T00:00:00Z' }, now)).toBe(false)
  })

  it("offers a client's link that client's projects only", () => {
    const projects = [
      { id: 1, clientId: 7, title: 'Zeta agent' },
      { id: 2, clientId: 8, title: 'Other client work' },
      { id: 3, clientId: null, title: 'No client' },
      { id: 4, clientId: 7, title: 'Alpha site' },
    ]
    expect(clientProjects(projects, 7).map((p) => p.id)).toEqual([4, 1])
    expect(clientProjects(projects, 9)).toEqual([])
  })

  it('says what a link shares, and when it shares nothing', () => {
    const projects = [
      { id: 1, title: 'Booking Assistant' },
      { id: 2, title: 'Review Agent' },
      { id: 3, title: 'Intake Bot' },
      { id: 4, title: 'Quote Follow-up' },
    ]
    expect(sharedSummary([], projects)).toBe('Shares no projects yet')
    expect(sharedSummary([1], projects)).toBe('Shares 1 project: Booking Assistant')
    expect(sharedSummary([1, 2], projects)).toBe('Shares 2 projects: Booking Assistant, Review Agent')
    expect(sharedSummary([1, 2, 3, 4], projects)).toBe('Shares 4 projects: Booking Assistant, Review Agent, Intake Bot and 1 more')
    expect(sharedSummary([9, 1], projects)).toBe('Shares 2 projects: Booking Assistant and 1 more')
    expect(sharedSummary([9], [])).toBe('Shares 1 project')
  })

  it('sends the chosen projects once each and the expiry as the end of that day, or null', () => {
    expect(accessPayload({ allowedProjectIds: [3, 1, 3], expiresOn: '' })).toEqual({ allowedProjectIds: [1, 3], expiresAt: null })
    const { expiresAt } = accessPayload({ allowedProjectIds: [], expiresOn: '2030-05-04' })
    const local = new Date(expiresAt ?? '')
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours()]).toEqual([2030, 4, 4, 23])
    expect(expiryError('2000-01-01')).toMatch(/later day/)
    expect(expiryError('')).toBeUndefined()
  })

  it('leaves an unchanged expiry out, so that one already past stays as it is', () => {
    expect(accessPayload({ allowedProjectIds: [2], expiresOn: '2020-01-01' }, '2020-01-01')).toEqual({ allowedProjectIds: [2] })
    expect(accessPayload({ allowedProjectIds: [2], expiresOn: '' }, '2020-01-01')).toEqual({ allowedProjectIds: [2], expiresAt: null })
    expect(accessPayload({ allowedProjectIds: [], expiresOn: '' }, '')).toEqual({ allowedProjectIds: [] })
  })
})

describe('milestone, deliverable and message rules', () => {
  it('checks percent and order as whole numbers and counts a completed milestone as 100', () => {
    const base = { title: 'Design', dueDate: '', status: 'planned' as const, percentComplete: '40', visibleToClient: true, order: '0' }
    expect(milestoneSchema.safeParse(base).success).toBe(true)
    expect(milestoneSchema.safeParse({ ...base, percentComplete: '101' }).success).toBe(false)
    expect(milestoneSchema.safeParse({ ...base, percentComplete: '4.5' }).success).toBe(false)
    expect(milestonePayload({ ...base, status: 'completed' })).toMatchObject({ percentComplete: 100, dueDate: null, order: 0 })
    expect(nextMilestoneOrder([{ order: 0 }, { order: 4 }])).toBe(5)
    expect(sortMilestones([{ id: 1, order: 2, dueDate: null }, { id: 2, order: 1, dueDate: null }]).map((m) => m.id)).toEqual([2, 1])
  })

  it('accepts only https links on a deliverable', () => {
    const base = { title: 'Mockups', type: 'design' as const, link: '', visibleToClient: true }
    expect(deliverableSchema.safeParse(base).success).toBe(true)
    expect(deliverableSchema.safeParse({ ...base, link: 'http://x.example/a' }).success).toBe(false)
    expect(deliverableSchema.safeParse({ ...base, link: 'https://x.example/a' }).success).toBe(true)
  })

  it('needs a client and a message', () => {
    expect(newMessageSchema.safeParse({ clientId: '', projectId: '', subject: '', message: 'Hi' }).success).toBe(false)
    expect(newMessagePayload({ clientId: '4', projectId: '', subject: ' Hi ', message: ' Done ' })).toEqual({ clientId: 4, subject: 'Hi', message: 'Done' })
  })
})

describe('portal figures', () => {
  it('shows a dash for a figure with no data', () => {
    expect(money(null)).toBe('—')
    expect(count(null)).toBe('—')
    expect(rating(null)).toBe('—')
    expect(day(null)).toBe('—')
  })

  it('formats money, ratings and days', () => {
    expect(money(1250000)).toBe('$12,500')
    expect(money(1999)).toBe('$19.99')
    expect(rating(4.84)).toBe('4.8/5')
    expect(ratingsCount(1)).toBe('1 client rating')
    expect(ratingsCount(1200)).toBe('1,200 client ratings')
    expect(day('2026-03-05T00:00:00Z')).toBe('Mar 5, 2026')
    const now = new Date('2026-03-05T12:00:00Z')
    expect(ago('2026-03-05T11:55:00Z', now)).toBe('5 min ago')
    expect(ago('2026-03-05T09:00:00Z', now)).toBe('3 hours ago')
  })
})
