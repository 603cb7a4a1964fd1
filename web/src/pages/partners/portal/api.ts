import { apiRequest } from '../../../lib/api'
import type { Payment } from '../../../lib/revenueModel'

/** Types and calls of the partner portal API (docs/api.md, "Partner portal"). */

export type ProjectStatus = 'planning' | 'in-progress' | 'review' | 'completed' | 'on-hold'

export interface Project {
  id: number
  clientId: number | null
  clientName: string
  title: string
  description: string
  status: ProjectStatus
  dueDate: string | null
  valueCents: number
  progress: number
  createdAt: string
  updatedAt: string
  completedAt: string | null
}

export type MilestoneStatus = 'planned' | 'in-progress' | 'completed'

export interface Milestone {
  id: number
  projectId: number
  title: string
  description: string
  dueDate: string | null
  status: MilestoneStatus
  percentComplete: number
  visibleToClient: boolean
  order: number
}

export type DeliverableType = 'document' | 'design' | 'software' | 'report' | 'video' | 'link' | 'other'

export interface Deliverable {
  id: number
  projectId: number
  title: string
  type: DeliverableType
  description: string
  link: string
  fileName?: string
  hasFile: boolean
  status: string
  visibleToClient: boolean
  approvedAt: string | null
  approvedBy: string
  createdAt: string
}

export interface ProjectDetail extends Project {
  milestones: Milestone[]
  deliverables: Deliverable[]
}

export interface Client {
  id: number
  name: string
  email: string
  phone: string
  company: string
  status: string
  createdAt: string
}

export interface ClientLink {
  id: number
  clientId: number
  token: string
  allowedProjectIds: number[]
  expiresAt: string | null
  active: boolean
  lastAccessedAt: string | null
  createdAt: string
}

export type MessageType = 'project-update' | 'client-feedback' | 'system-alert'

export interface Message {
  id: number
  clientId: number | null
  clientName: string
  projectId: number | null
  type: MessageType
  direction: 'outbound' | 'inbound'
  subject: string
  message: string
  senderName: string
  read: boolean
  createdAt: string
}

export interface Stats {
  activeProjects: number | null
  completedProjects: number | null
  totalRevenueCents: number | null
  thisMonthRevenueCents: number | null
  averageProjectValueCents: number | null
  /** The average of the clients' ratings, one decimal; null until one rates. */
  clientSatisfaction: number | null
  clientRatings: number
}

/** A client's rating of a project (GET /api/partner/ratings). */
export interface ClientRating {
  id: number
  clientId: number
  clientName: string
  projectId: number
  projectTitle: string
  rating: number
  comment: string
  createdAt: string
  updatedAt: string
}

export interface ClientRatings {
  average: number | null
  count: number
  ratings: ClientRating[]
}

export interface Dashboard {
  stats: Stats
  recentProjects: Project[]
  recentCommunications: Message[]
  unread: number
}

export interface Revenue {
  summary: {
    totalEarnedCents: number | null
    thisMonthCents: number | null
    pendingCents: number | null
    averageProjectValueCents: number | null
    revenueSharePercentage: number
  }
  payments: Payment[]
}

/** Query keys; all under ['partner'] so sign-in and logout drop them together. */
export const keys = {
  dashboard: ['partner', 'dashboard'] as const,
  projects: (status: string) => ['partner', 'projects', status] as const,
  allProjects: ['partner', 'projects'] as const,
  project: (id: number) => ['partner', 'project', id] as const,
  clients: ['partner', 'clients'] as const,
  links: ['partner', 'links'] as const,
  messages: ['partner', 'messages'] as const,
  revenue: ['partner', 'revenue'] as const,
  ratings: ['partner', 'ratings'] as const,
}

/** Data others change (client messages, link use) is read again this often. */
export const LIVE_REFRESH_MS = 30_000

/** A partner call that changes something, answered with JSON. */
export async function send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body)
  return (await res.json()) as T
}
