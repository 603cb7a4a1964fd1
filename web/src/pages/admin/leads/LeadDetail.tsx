import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Clock, Coins, Lightbulb, ListChecks, Sparkles, Wrench } from 'lucide-react'
import { useEffect, useId, type ReactNode } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../components/ui/use-toast'
import { ApiError, apiErrorMessage, apiRequest, getJSON, isUnauthorized } from '../../../lib/api'
import { ADMIN_KEY, useStaffAccess } from '../adminApi'
import { AuditChanges } from '../audit/AuditChanges'
import { AUDIT_KEY, changeLines, type AuditEntry } from '../audit/auditModel'
import { Avatar } from '../common/Avatar'
import { useCan } from '../common/Can'
import { DetailHeader, DetailList, DetailSection } from '../common/DetailParts'
import { byName, personName, useTeamDirectory, type TeamPerson } from '../common/teamDirectory'
import { displayName } from '../team/teamModel'
import { historyVerb, leadNamer } from './leadHistory'
import {
  ATTRIBUTION_FIELDS,
  AUDIENCE_LABELS,
  customFieldEntries,
  DIFFICULTY_LABELS,
  formatDateTime,
  labelOf,
  leadDisplayName,
  LEAD_STATUSES,
  SOURCE_LABELS,
  STATUS_LABELS,
  type Lead,
  type LeadWithHistory,
  type QuizLead,
} from './leadModel'
import { StatusBadge } from './StatusBadge'

interface LeadDetailProps {
  leadId: number | null
  /** The row as listed, shown while the full lead loads. */
  initial?: Lead
  onOpenChange: (open: boolean) => void
}

export function LeadDetail({ leadId, initial, onOpenChange }: LeadDetailProps) {
  return (
    <Dialog open={leadId !== null} onOpenChange={onOpenChange}>
      <SheetContent closeLabel="Close lead details">
        {leadId !== null ? <LeadDetailBody leadId={leadId} initial={initial?.id === leadId ? initial : undefined} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function LeadDetailBody({ leadId, initial }: { leadId: number; initial?: Lead }) {
  const queryClient = useQueryClient()
  const statusId = useId()
  const assigneeId = useId()
  const leadKey = [...ADMIN_KEY, 'lead', leadId]
  const canManage = useCan()('manage')
  const { staff } = useStaffAccess()
  const team = useTeamDirectory()
  const people = team.data

  const query = useQuery({
    queryKey: leadKey,
    queryFn: ({ signal }) => getJSON<LeadWithHistory>(`/api/admin/leads/${leadId}`, signal),
    placeholderData: initial,
  })

  // A change answers with the lead as GET does, its history too; the list and the audit log refresh behind.
  const changed = (lead: LeadWithHistory) => {
    queryClient.setQueryData(leadKey, lead)
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'leads'] })
    void queryClient.invalidateQueries({ queryKey: AUDIT_KEY })
  }

  useEffect(() => {
    if (!query.error) return
    console.error('Failed to load lead', query.error)
  }, [query.error])

  const mutation = useMutation({
    mutationFn: async (status: string) => {
      const res = await apiRequest('PATCH', `/api/admin/leads/${leadId}/status`, { status })
      return (await res.json()) as LeadWithHistory
    },
    onSuccess: (lead) => {
      changed(lead)
      toast({ title: 'Status updated', description: `${leadDisplayName(lead.name)} is now ${labelOf(STATUS_LABELS, lead.status).toLowerCase()}.` })
    },
    onError: (error) => {
      // An ended session: the layout goes back to sign-in.
      if (isUnauthorized(error)) return
      toast({
        variant: 'destructive',
        title: 'Status update failed',
        description: apiErrorMessage(error) ?? 'Please try again.',
      })
    },
  })

  const assign = useMutation({
    mutationFn: async (assigneeId: number) => {
      const res = await apiRequest('PATCH', `/api/admin/leads/${leadId}/assignee`, { assigneeId })
      return (await res.json()) as LeadWithHistory
    },
    onSuccess: (lead) => {
      changed(lead)
      const name = leadDisplayName(lead.name)
      toast(
        lead.assignedTo
          ? { title: 'Lead assigned', description: `${name} is now assigned to ${personName(people, lead.assignedTo)}.` }
          : { title: 'Lead unassigned', description: `${name} is assigned to nobody now.` },
      )
    },
    onError: (error) => {
      if (isUnauthorized(error)) return
      toast({ variant: 'destructive', title: 'Assignment failed', description: apiErrorMessage(error) ?? 'Please try again.' })
    },
  })

  const lead = query.data
  if (!lead) {
    return (
      <div className="flex flex-1 flex-col p-6">
        <DialogTitle>Lead details</DialogTitle>
        <DialogDescription role="status" className="mt-6 text-[15px]">
          {query.error ? 'This lead could not be loaded.' : 'Loading lead...'}
        </DialogDescription>
      </div>
    )
  }

  const attribution = lead.attribution ?? {}
  const custom = customFieldEntries(lead.customFields)
  const status = mutation.isPending ? (mutation.variables ?? lead.status) : lead.status
  const assignedTo = assign.isPending ? (assign.variables ?? lead.assignedTo) : lead.assignedTo
  const assigneeOptions = [
    { value: '0', label: 'Nobody' },
    ...byName((people ?? []).filter((p) => p.active)).map((p) => ({
      value: String(p.id),
      label: p.id === staff.id ? `${displayName(p)} (you)` : displayName(p),
    })),
  ]
  // Someone no longer on the active team still shows as who has it.
  if (assignedTo && !assigneeOptions.some((o) => o.value === String(assignedTo))) {
    assigneeOptions.push({ value: String(assignedTo), label: personName(people, assignedTo) })
  }

  return (
    <>
      <DetailHeader
        badges={
          <>
            <StatusBadge status={lead.status} />
            <span className="text-sm text-slate-500">{labelOf(SOURCE_LABELS, lead.source)}</span>
          </>
        }
        title={leadDisplayName(lead.name)}
        description={
          <>
            Lead #{lead.id} · received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </>
        }
        email={lead.email}
        phone={lead.phone}
      />

      {/* Focusable, so the keyboard scrolls it when nothing inside takes focus (a role that only reads). */}
      <div
        role="region"
        aria-label="Lead record"
        tabIndex={0}
        className="flex-1 space-y-8 overflow-y-auto px-5 py-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-7"
      >
        <section aria-label="Pipeline" className="rounded-xl border border-slate-200 bg-mist p-4">
          {canManage ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="min-w-0 space-y-2">
                <Label htmlFor={statusId}>Pipeline status</Label>
                <Select
                  id={statusId}
                  aria-busy={mutation.isPending || undefined}
                  value={status}
                  onValueChange={(v) => v !== lead.status && mutation.mutate(v)}
                  options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                />
              </div>
              <div className="min-w-0 space-y-2">
                <Label htmlFor={assigneeId}>Assigned to</Label>
                <Select
                  id={assigneeId}
                  aria-busy={assign.isPending || undefined}
                  disabled={team.isPending}
                  value={String(assignedTo)}
                  onValueChange={(v) => Number(v) !== lead.assignedTo && assign.mutate(Number(v))}
                  options={assigneeOptions}
                />
              </div>
            </div>
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="text-sm font-medium text-slate-900">Pipeline status</dt>
                <dd className="mt-2">
                  <StatusBadge status={lead.status} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-sm font-medium text-slate-900">Assigned to</dt>
                <dd className="mt-2 flex min-w-0 items-center gap-2 text-[15px] text-slate-900">
                  {lead.assignedTo ? (
                    <>
                      <Avatar name={personName(people, lead.assignedTo)} size="md" />
                      <span className="truncate">{personName(people, lead.assignedTo)}</span>
                    </>
                  ) : (
                    <span className="text-slate-600">Nobody</span>
                  )}
                </dd>
              </div>
            </dl>
          )}
          <p className="mt-3 text-sm text-slate-600">
            Updated <time dateTime={lead.updatedAt}>{formatDateTime(lead.updatedAt)}</time>
            {canManage ? null : <> · Your role can read leads but not change them.</>}
          </p>
        </section>

        <DetailSection title="Contact">
          <DetailList
            rows={[
              ['Name', leadDisplayName(lead.name)],
              ['Email', lead.email],
              ['Phone', lead.phone],
              ['Company', lead.company],
              ['Audience', lead.audienceType ? labelOf(AUDIENCE_LABELS, lead.audienceType) : ''],
            ]}
          />
        </DetailSection>

        <DetailSection title="Business challenge">
          {lead.businessChallenge ? (
            <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-700">{lead.businessChallenge}</p>
          ) : (
            <Empty>Not given</Empty>
          )}
        </DetailSection>

        <DetailSection title="Record">
          <DetailList
            rows={[
              ['Source', labelOf(SOURCE_LABELS, lead.source)],
              ['Status', labelOf(STATUS_LABELS, lead.status)],
              ['Created', <time key="c" dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>],
              ['Updated', <time key="u" dateTime={lead.updatedAt}>{formatDateTime(lead.updatedAt)}</time>],
            ]}
          />
        </DetailSection>

        <DetailSection title="Attribution">
          <DetailList rows={ATTRIBUTION_FIELDS.map(({ key, label }) => [label, attribution[key] ?? ''])} />
        </DetailSection>

        <DetailSection title="Custom fields">
          {custom.length > 0 ? <DetailList rows={custom} /> : <Empty>None</Empty>}
        </DetailSection>

        {lead.source === 'ai_opportunity_finder' ? <QuizSection leadId={lead.id} /> : null}

        <DetailSection title="History">
          <LeadHistory history={lead.history} people={people} />
        </DetailSection>
      </div>
    </>
  )
}

/** Who changed the lead's status or assignee, and when, newest first. */
function LeadHistory({ history, people }: { history: AuditEntry[] | undefined; people: readonly TeamPerson[] | undefined }) {
  if (!history) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading history...
      </p>
    )
  }
  if (history.length === 0) return <Empty>No changes yet. Status and assignee changes show here, with who made them.</Empty>
  const namer = leadNamer(people)
  return (
    <ol className="space-y-3">
      {history.map((entry) => {
        const who = people?.find((p) => p.id === entry.actorId)
        const name = who ? displayName(who) : entry.actor || 'Unknown'
        return (
          <li key={entry.id} data-history-id={entry.id} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3.5">
            <Avatar name={name} size="md" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-[14px]">
                <span className="min-w-0">
                  <span className="font-semibold text-slate-900">{name}</span> <span className="text-slate-600">{historyVerb(entry.action)}</span>
                </span>
                <time dateTime={entry.at} className="text-[13px] tabular-nums text-slate-500">
                  {formatDateTime(entry.at)}
                </time>
              </p>
              <AuditChanges lines={changeLines(entry, namer)} className="mt-2" />
            </div>
          </li>
        )
      })}
    </ol>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <span className="text-slate-500">{children}</span>
}

function QuizSection({ leadId }: { leadId: number }) {
  const query = useQuery({
    queryKey: [...ADMIN_KEY, 'quiz', leadId],
    queryFn: ({ signal }) => getJSON<QuizLead>(`/api/admin/ai-finder/leads/${leadId}`, signal),
  })

  if (query.isPending) {
    return (
      <DetailSection title="AI opportunity quiz">
        <p role="status" className="text-sm text-slate-500">
          Loading quiz answers...
        </p>
      </DetailSection>
    )
  }
  if (query.error || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <DetailSection title="AI opportunity quiz">
        <Empty>{missing ? 'No quiz answers were stored for this lead.' : 'The quiz answers could not be loaded.'}</Empty>
      </DetailSection>
    )
  }

  const { answers, recommendations: r } = query.data
  return (
    <>
      <DetailSection title="Quiz answers">
        <DetailList
          rows={[
            ['Name', answers.name],
            ['Email', answers.email],
            ['Industry', answers.industry],
            ['Team size', answers.teamSize],
            ['Biggest challenge', answers.biggestChallenge],
            ['Revenue goal', answers.revenueGoal],
            ['Tech comfort', answers.techComfort],
            ['Current tools', answers.currentTools ?? ''],
          ]}
        />
      </DetailSection>

      <DetailSection title="Report given">
        <div className="grid grid-cols-2 gap-3">
          <Figure icon={<Clock aria-hidden="true" />} label="Time savings" value={r.timeSavings} />
          <Figure icon={<Coins aria-hidden="true" />} label="Cost savings" value={r.costSavings} />
        </div>
        <ol className="mt-4 space-y-3">
          {r.opportunities.map((o, i) => (
            <li key={`${i}-${o.title}`} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {i + 1}. {o.title}
                </p>
                <Badge tone={o.difficulty === 'easy' ? 'success' : o.difficulty === 'hard' ? 'neutral' : 'brand'} className="px-2.5 py-0.5">
                  {DIFFICULTY_LABELS[o.difficulty] ?? o.difficulty}
                </Badge>
              </div>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{o.description}</p>
              <p className="mt-1.5 text-sm text-slate-700">
                <span className="font-medium">Impact:</span> {o.impact}
              </p>
            </li>
          ))}
        </ol>
        <ReportList icon={<Sparkles aria-hidden="true" />} title="Quick wins" items={r.quickWins} />
        <ReportList icon={<Lightbulb aria-hidden="true" />} title="Strategic initiatives" items={r.strategicInitiatives} />
        {r.recommendedTools && r.recommendedTools.length > 0 ? (
          <ReportList icon={<Wrench aria-hidden="true" />} title="Recommended tools" items={r.recommendedTools} />
        ) : null}
        <ReportList icon={<ListChecks aria-hidden="true" />} title="Next steps" items={r.nextSteps} ordered />
      </DetailSection>
    </>
  )
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-success-50 p-3.5">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-success-700 [&_svg]:size-3.5">
        {icon}
        {label}
      </p>
      <p className="mt-1 text-lg font-bold text-slate-900">{value}</p>
    </div>
  )
}

function ReportList({ icon, title, items, ordered }: { icon: ReactNode; title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null
  const List = ordered ? 'ol' : 'ul'
  return (
    <div className="mt-5">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 [&_svg]:size-4 [&_svg]:text-brand-600">
        {icon}
        {title}
      </h4>
      <List className={`mt-2 space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </List>
    </div>
  )
}
