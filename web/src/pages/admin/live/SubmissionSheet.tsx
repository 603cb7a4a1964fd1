import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Hammer } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, SheetContent } from '../../../components/ui/dialog'
import { Label } from '../../../components/ui/label'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, apiRequest, getJSON } from '../../../lib/api'
import { SHOWCASE_KEY } from '../showcase/showcaseKeys'
import {
  formatDateTime,
  label,
  LIVE_KEY,
  PROJECT_TYPE_LABELS,
  SESSION_LABELS,
  STATUS_LABELS,
  TIMELINE_LABELS,
  type Submission,
} from './liveModel'
import type { ShowcaseProject } from '../../../lib/showcase'
import { Can } from '../common/Can'
import { DetailHeader, DetailList, DetailSection } from '../common/DetailParts'

/** Every field of one submission, and Mark built with a showcase project. */
export function SubmissionSheet({ submission, onClose }: { submission: Submission | undefined; onClose: () => void }) {
  return (
    <Dialog open={submission !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel="Close submission">{submission ? <Details s={submission} /> : null}</SheetContent>
    </Dialog>
  )
}

function Details({ s }: { s: Submission }) {
  return (
    <>
      <DetailHeader
        badges={
          <>
            <Badge tone={s.status === 'built' ? 'brand' : 'neutral'} className="px-2.5 py-0.5">
              {label(STATUS_LABELS, s.status)}
            </Badge>
            <Badge tone={s.calendarBooked ? 'success' : 'warning'} className="px-2.5 py-0.5">
              {s.calendarBooked ? 'Call Booked' : 'Call Not Booked'}
            </Badge>
          </>
        }
        title={s.name}
        description={
          <>
            Submission #{s.id} · received <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
          </>
        }
        email={s.email}
        phone={s.phone}
      />
      <div className="flex-1 space-y-8 overflow-y-auto px-5 py-6 sm:px-7">
        <Can permission="manage">
          <MarkBuilt s={s} />
        </Can>
        <DetailSection title="Contact">
          <DetailList rows={[['Name', s.name], ['Email', s.email], ['Company', s.company], ['Phone', s.phone]]} />
        </DetailSection>
        <DetailSection title="Project">
          <DetailList
            rows={[
              ['Type', label(PROJECT_TYPE_LABELS, s.projectType)],
              ['Industry', s.industry],
              ['Target audience', s.targetAudience],
              ['Budget', s.budget],
              ['Timeline', label(TIMELINE_LABELS, s.timeline)],
              ['Session', label(SESSION_LABELS, s.sessionPreference)],
            ]}
          />
        </DetailSection>
        <DetailSection title="Description">
          <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-700">{s.projectDescription}</p>
        </DetailSection>
        <DetailSection title="Key features">
          {s.keyFeatures.length ? (
            <ul className="flex flex-wrap gap-2">
              {s.keyFeatures.map((f) => (
                <li key={f}>
                  <Badge tone="neutral" className="px-2.5 py-0.5">
                    {f}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-slate-500">None chosen</span>
          )}
        </DetailSection>
        <DetailSection title="Additional notes">
          {s.additionalNotes ? (
            <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-700">{s.additionalNotes}</p>
          ) : (
            <span className="text-slate-500">None</span>
          )}
        </DetailSection>
        <DetailSection title="Record">
          <DetailList
            rows={[
              ['Status', label(STATUS_LABELS, s.status)],
              ['Call booked', s.calendarBooked ? 'Yes' : 'No'],
              ['Meeting id', s.zoomMeetingId],
              ['Created', formatDateTime(s.createdAt)],
              ['Updated', formatDateTime(s.updatedAt)],
            ]}
          />
        </DetailSection>
      </div>
    </>
  )
}

function MarkBuilt({ s }: { s: Submission }) {
  const queryClient = useQueryClient()
  const id = useId()
  const projects = useQuery({ queryKey: SHOWCASE_KEY, queryFn: ({ signal }) => getJSON<ShowcaseProject[]>('/api/projects', signal) })
  const [choice, setChoice] = useState(s.builtProjectId ? String(s.builtProjectId) : '')
  const mark = useMutation({
    mutationFn: (projectId: number) => apiRequest('POST', `/api/admin/live-sessions/${s.id}/built`, { projectId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LIVE_KEY })
      toast({ title: 'Marked built', description: `${s.name}'s project is linked to the showcase.` })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not marked built', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })
  const list = projects.data ?? []
  const linked = list.find((p) => p.id === s.builtProjectId)

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-mist p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Hammer aria-hidden="true" className="size-4 text-brand-600" />
        {s.status === 'built' ? 'Built' : 'Mark Built'}
      </h3>
      {s.status === 'built' ? (
        <p className="mt-1 text-sm text-slate-600">
          Linked to {linked ? <strong className="font-semibold text-slate-900">{linked.title}</strong> : `showcase project #${s.builtProjectId ?? '?'}`}. You can link another below.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Choose the showcase project that came out of this session.</p>
      )}
      {projects.isError ? (
        <p className="mt-3 text-sm text-danger-700">The showcase projects could not be loaded.</p>
      ) : list.length === 0 && !projects.isPending ? (
        <p className="mt-3 text-sm text-slate-600">No showcase projects yet: add one in the Showcase tab first.</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2.5 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <Label htmlFor={id}>Showcase project</Label>
            <Select
              id={id}
              value={choice ?? ''}
              onValueChange={setChoice}
              disabled={projects.isPending}
              placeholder={projects.isPending ? 'Loading projects...' : 'Choose a project'}
              options={list.map((p) => ({ value: String(p.id), label: p.title }))}
            />
          </div>
          <Button
            onClick={() => mark.mutate(Number(choice))}
            disabled={!choice || (s.status === 'built' && Number(choice) === s.builtProjectId)}
            loading={mark.isPending}
          >
            Mark Built
          </Button>
        </div>
      )}
    </section>
  )
}
