import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormContext } from 'react-hook-form'
import { applyServerErrors, fieldsFor, FormRoot, useFieldState } from '../../../components/form/form'
import { selectFieldFor } from '../../../components/form/SelectField'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/error-panel'
import { FieldMessage } from '../../../components/ui/field'
import { toast } from '../../../components/ui/use-toast'
import { apiRequest, getJSON } from '../../../lib/api'
import { cn } from '../../../lib/utils'
import {
  browserTimeZone,
  REPLY_HOURS_MAX,
  REPLY_HOURS_MIN,
  REVIEW_HOURS_MAX,
  REVIEW_HOURS_MIN,
  SLA_KEY,
  slaSchema,
  toFormValues,
  toSettings,
  WEEKDAYS,
  zoneOptions,
  type SlaFormValues,
  type SlaHealth,
  type SlaSettings,
} from './slaModel'

const { TextField } = fieldsFor<SlaFormValues>()
const SelectField = selectFieldFor<SlaFormValues>()

/** The id of the Settings section, and the ?settings= value that opens Settings on it. */
export const RESPONSE_TIMES_SECTION = 'response-times'

/** The partner's promises, read by this section and the dashboard card alike. */
export function useSlaHealth(refetchInterval?: number) {
  return useQuery({
    queryKey: SLA_KEY,
    queryFn: ({ signal }) => getJSON<SlaHealth>('/api/partner/sla', signal),
    refetchInterval,
  })
}

/** Settings, Response times: working hours and days in a time zone, and the first-reply promise counted in them. */
export function ResponseTimesSection({ className }: { className?: string }) {
  const query = useSlaHealth()
  return (
    <section id={RESPONSE_TIMES_SECTION} aria-labelledby="settings-response-times" className={className}>
      <h3 id="settings-response-times" className="font-semibold text-slate-900">
        Response times
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Clocks run only in your working hours: a client&apos;s message starts one your reply stops, a submitted deliverable one the
        client&apos;s approval stops, and each milestone runs to the end of its due date.
      </p>
      {query.isError ? (
        <LoadError what="your response times" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} className="mt-4" />
      ) : !query.data ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading response times...
        </p>
      ) : (
        <ResponseTimesForm saved={query.data.settings} />
      )}
    </section>
  )
}

function ResponseTimesForm({ saved }: { saved: SlaSettings }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(slaSchema, toFormValues(saved), 'onSubmit')
  const options = zoneOptions(saved.timeZone, browserTimeZone())
  const save = useMutation({
    mutationFn: async (body: SlaSettings) => {
      const res = await apiRequest('PUT', '/api/partner/sla/settings', body)
      return (await res.json()) as SlaSettings
    },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const settings = await save.mutateAsync(toSettings(values))
      form.reset(toFormValues(settings))
      toast({ title: 'Response times saved', description: `First replies within ${settings.replyHours} working hours.` })
      void queryClient.invalidateQueries({ queryKey: SLA_KEY })
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['timeZone', 'open', 'close', 'days', 'replyHours', 'reviewHours'])
      toast({ variant: 'destructive', title: 'Not saved', description: matched ? 'Check the highlighted fields.' : (message ?? 'Please try again.') })
    }
  })

  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-5" aria-label="Response times">
      <SelectField name="timeZone" label="Time zone" options={options} required />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="open" label="Opens at" type="time" step={60} />
        <TextField name="close" label="Closes at" type="time" step={60} hint="00:00 is midnight." />
      </div>
      <WorkingDays />
      <TextField
        name="replyHours"
        label="First reply within (working hours)"
        type="number"
        inputMode="numeric"
        min={REPLY_HOURS_MIN}
        max={REPLY_HOURS_MAX}
        step={1}
        hint={`From ${REPLY_HOURS_MIN} to ${REPLY_HOURS_MAX}. Running clocks keep their deadline.`}
        className="max-w-xs"
      />
      <TextField
        name="reviewHours"
        label="Clients review a deliverable within (working hours)"
        type="number"
        inputMode="numeric"
        min={REVIEW_HOURS_MIN}
        max={REVIEW_HOURS_MAX}
        step={1}
        hint="Counted from when you submit it; a project may set its own."
        className="max-w-xs"
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Response Times'}
        </Button>
      </div>
    </FormRoot>
  )
}

/** Seven toggles, one per weekday, Monday first: native checkboxes drawn as chips. */
function WorkingDays() {
  const { register } = useFormContext<SlaFormValues>()
  const { id, error, control } = useFieldState<SlaFormValues>('days', undefined, undefined)
  return (
    <fieldset aria-describedby={control['aria-describedby']} className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Working days</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((d, i) => (
          <label
            key={d.value}
            className={cn(
              'relative flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50',
              'has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              error && 'ring-danger-500',
            )}
          >
            <input
              type="checkbox"
              value={String(d.value)}
              id={i === 0 ? id : undefined}
              aria-label={d.label}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              {...register('days')}
            />
            <span aria-hidden="true">{d.short}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  )
}
