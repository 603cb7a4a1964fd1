import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Calculator, Flag, PencilLine, RotateCcw } from 'lucide-react'
import { applyServerErrors, fieldsFor, FormRoot } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/error-panel'
import { toast } from '../../../components/ui/use-toast'
import { apiRequest, getJSON } from '../../../lib/api'
import { count, day } from '../../../lib/format'
import { MISSION_DEADLINE_TEXT, MISSION_PROGRESS_KEY } from '../../../lib/mission'
import { RULES } from '../../../lib/rules'
import { z } from '../../../lib/zod'
import { TabHeader, TabLoading } from '../common/TabStates'
import { Can } from '../common/Can'

/** GET /api/admin/mission/progress */
export interface StaffProgress {
  counted: number
  override: number | null
  updatedAt: string | null
  businessesHelped: number
  goal: number
  deadline: string
}

const KEY = ['admin', 'mission-progress'] as const
const MAX = RULES.mission.maxBusinessesHelped

const schema = z.object({
  businessesHelped: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, `Enter a whole number from 0 to ${count(MAX)}.`)
    .transform(Number)
    .refine((n) => n <= MAX, `Enter a whole number from 0 to ${count(MAX)}.`),
})

type Values = z.input<typeof schema>
const { TextField } = fieldsFor<Values>()

/**
 * The mission's progress as the footer and the mission banner show it: the
 * figure counted from the partners' delivered work, or one staff set by hand.
 */
export default function MissionTab() {
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getJSON<StaffProgress>('/api/admin/mission/progress', signal) })
  return (
    <section aria-labelledby="mission-title" className="space-y-6">
      <TabHeader
        id="mission-title"
        title="Mission progress"
        lead={`Businesses helped on the way to 10,000 by ${MISSION_DEADLINE_TEXT}, as the footer and the mission banner show it.`}
      />
      {query.isError ? (
        <LoadError what="the mission's progress" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <TabLoading>Loading the mission's progress...</TabLoading>
      ) : (
        <Progress data={query.data} />
      )}
    </section>
  )
}

function Progress({ data }: { data: StaffProgress }) {
  const queryClient = useQueryClient()
  const saved = async (next: StaffProgress) => {
    queryClient.setQueryData(KEY, next)
    // This browser's footer reads the new figure too.
    await queryClient.invalidateQueries({ queryKey: MISSION_PROGRESS_KEY })
  }
  const form = useSchemaForm(schema, { businessesHelped: data.override === null ? '' : String(data.override) })
  const set = useMutation({
    mutationFn: async (n: number) => (await (await apiRequest('PUT', '/api/admin/mission/progress', { businessesHelped: n })).json()) as StaffProgress,
  })
  const clear = useMutation({
    mutationFn: async () => (await (await apiRequest('DELETE', '/api/admin/mission/progress')).json()) as StaffProgress,
  })
  const onSubmit = form.handleSubmit(async ({ businessesHelped }) => {
    try {
      await saved(await set.mutateAsync(businessesHelped))
      toast({ title: 'Figure saved', description: `The site now shows ${count(businessesHelped)} businesses helped.` })
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['businessesHelped'])
      if (!matched) toast({ variant: 'destructive', title: 'The figure was not saved', description: message ?? 'Please try again.' })
    }
  })
  const backToCount = async () => {
    try {
      const next = await clear.mutateAsync()
      await saved(next)
      form.reset({ businessesHelped: '' })
      toast({ title: 'Back to the count', description: `The site now shows ${count(next.businessesHelped)} businesses helped.` })
    } catch {
      toast({ variant: 'destructive', title: 'The figure was not changed', description: 'Please try again.' })
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <Card className="p-5 sm:p-6">
        <dl className="space-y-5">
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Flag aria-hidden="true" className="size-4 text-success-600" />
              Shown on the site
            </dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums tracking-tight" data-testid="shown-figure">
              {count(data.businessesHelped)}
              <span className="ml-2 text-base font-medium text-slate-500">of {count(data.goal)}</span>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Calculator aria-hidden="true" className="size-4 text-brand-600" />
              Counted from the partners' work
            </dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{count(data.counted)}</dd>
            <dd className="mt-1 text-sm leading-relaxed text-slate-600">
              Each client business with a completed project or an active subscription, once (the demo partner's aside).
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <PencilLine aria-hidden="true" className="size-4 text-amber-600" />
              Set by staff
            </dt>
            <dd className="mt-1 text-[15px] text-slate-800">
              {data.override === null ? 'No figure set: the site shows the count.' : `${count(data.override)}, since ${day(data.updatedAt)}`}
            </dd>
          </div>
        </dl>
      </Card>
      <Can permission="settings">
        <Card className="p-5 sm:p-6">
          <h3 className="text-lg font-semibold">Set the figure by hand</h3>
          <p className="mt-1 text-[15px] leading-relaxed text-slate-600">
            For businesses helped outside the portal. The site shows your figure instead of the count until you go back to
            the count; visitors see a change within a minute.
          </p>
          <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4" aria-label="Set the businesses helped">
            <TextField name="businessesHelped" label="Businesses helped" inputMode="numeric" autoComplete="off" className="max-w-48" />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save Figure
              </Button>
              {data.override !== null ? (
                <Button type="button" variant="secondary" onClick={() => void backToCount()} loading={clear.isPending}>
                  {clear.isPending ? null : <RotateCcw aria-hidden="true" />}
                  Use the Count
                </Button>
              ) : null}
            </div>
          </FormRoot>
        </Card>
      </Can>
    </div>
  )
}
