import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { SheetForm } from '../../../components/ui/form-frames'
import { fieldBase, fieldState, Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../components/ui/use-toast'
import { ApiError, apiRequest } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import { cn } from '../../../lib/utils'
import { EVENTS_KEY } from '../../../lib/events/useEvents'
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../../../lib/events/eventModel'
import { formatDuration } from '../../../lib/events/calendarDates'
import { ADMIN_KEY } from '../adminApi'
import { FormSheet } from '../common/FormSheet'
import {
  durationBetween,
  emptyForm,
  ENDS,
  ENDS_LABELS,
  eventSchema,
  formFromEvent,
  payloadFromForm,
  REPEAT_LABELS,
  REPEATS,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
  type EventFormValues,
  type StoredEvent,
} from './eventForm'

export const ADMIN_EVENTS_KEY = [...ADMIN_KEY, 'events'] as const

const FIELDS = ['title', 'type', 'description', 'startLocal', 'timeZone', 'durationMinutes', 'rrule', 'location', 'bookingLink', 'zoomLink']
/** Server field names mapped onto the form's inputs. */
const SERVER_TO_FORM: Record<string, keyof EventFormValues> = {
  startLocal: 'date',
  durationMinutes: 'endTime',
  rrule: 'customRule',
}

function timeZones(current: string): string[] {
  let zones: string[]
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    zones = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'UTC']
  }
  return zones.includes(current) ? zones : [current, ...zones]
}

/** Create or edit an event in a side sheet. `event` undefined: closed; null: a new event. */
export function EventFormSheet({ event, onClose }: { event: StoredEvent | null | undefined; onClose: () => void }) {
  return (
    <FormSheet record={event} onClose={onClose} closeLabel="Close event form">
      {(e) => <EventForm event={e} onDone={onClose} />}
    </FormSheet>
  )
}

function todayKey(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

function EventForm({ event, onDone }: { event: StoredEvent | null; onDone: () => void }) {
  const queryClient = useQueryClient()
  const defaults = useMemo(() => (event ? formFromEvent(event) : emptyForm(todayKey())), [event])
  const form = useSchemaForm(eventSchema, defaults)
  const zones = useMemo(() => timeZones(defaults.timeZone), [defaults.timeZone])
  const [repeat, ends, startTime, endTime] = useWatch({ control: form.control, name: ['repeat', 'ends', 'startTime', 'endTime'] })

  const save = useMutation({
    mutationFn: async (values: EventFormValues) => {
      const body = payloadFromForm(values)
      const res = event
        ? await apiRequest('PUT', `/api/admin/events/${event.id}`, body)
        : await apiRequest('POST', '/api/admin/events', body)
      return (await res.json()) as StoredEvent
    },
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
      ])
      toast({ title: event ? 'Event updated' : 'Event created', description: saved.title })
      onDone()
    },
    onError: (error) => {
      const fields: Record<string, string> = {}
      for (const f of FIELDS) fields[f] = SERVER_TO_FORM[f] ?? f
      // Put server messages under the inputs they concern.
      const { message, matched } = applyServerErrors(form, remapErrors(error, fields), Object.values(fields))
      toast({ variant: 'destructive', title: 'The event was not saved', description: matched ? 'Check the highlighted fields.' : (message ?? 'Please try again.') })
    },
  })

  useEffect(() => {
    form.setFocus('title')
  }, [form])

  const durationText = /^\d{2}:\d{2}$/.test(startTime) && /^\d{2}:\d{2}$/.test(endTime) ? formatDuration(durationBetween(startTime, endTime)) : ''
  const L = RULES.events

  return (
    <SheetForm
      form={form}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      title={event ? 'Edit event' : 'New event'}
      description="Times are wall-clock times in the event's time zone; the calendar shows them in each visitor's own."
      saving={save.isPending}
      submitLabel={event ? 'Save changes' : 'Create event'}
      onCancel={onDone}
    >
        <FormField<EventFormValues> name="title" label="Title">
          {(c) => <Input {...c} {...form.register('title')} maxLength={L.title} autoComplete="off" className="h-11" />}
        </FormField>
        <FormField<EventFormValues> name="type" label="Type">
          {(c) => (
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  id={c.id}
                  invalid={c.invalid}
                  aria-describedby={c['aria-describedby']}
                  options={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
                />
              )}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField<EventFormValues> name="date" label="Date">
            {(c) => <Input {...c} type="date" {...form.register('date')} className="h-11" />}
          </FormField>
          <FormField<EventFormValues> name="startTime" label="Starts">
            {(c) => <Input {...c} type="time" {...form.register('startTime')} className="h-11" />}
          </FormField>
          <FormField<EventFormValues> name="endTime" label="Ends" hint={durationText || undefined}>
            {(c) => <Input {...c} type="time" {...form.register('endTime')} className="h-11" />}
          </FormField>
        </div>
        <FormField<EventFormValues> name="timeZone" label="Time zone">
          {({ invalid, ...c }) => (
            <select {...c} {...form.register('timeZone')} className={cn(fieldBase, fieldState(invalid), 'h-11')}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-mist/60 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Repeat</legend>
          <FormField<EventFormValues> name="repeat" label="Repeats">
            {({ invalid, ...c }) => (
              <select {...c} {...form.register('repeat')} className={cn(fieldBase, fieldState(invalid), 'h-11')}>
                {REPEATS.map((r) => (
                  <option key={r} value={r}>
                    {REPEAT_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {repeat === 'weekly' ? <WeekdayPicker form={form} /> : null}
          {repeat === 'custom' ? (
            <FormField<EventFormValues> name="customRule" label="Rule" hint="For example FREQ=WEEKLY;INTERVAL=2;BYDAY=TU">
              {(c) => <Input {...c} {...form.register('customRule')} autoComplete="off" spellCheck={false} className="h-11 font-mono text-sm" />}
            </FormField>
          ) : null}
          {repeat !== 'none' && repeat !== 'custom' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField<EventFormValues> name="ends" label="Ends">
                {({ invalid, ...c }) => (
                  <select {...c} {...form.register('ends')} className={cn(fieldBase, fieldState(invalid), 'h-11')}>
                    {ENDS.map((e) => (
                      <option key={e} value={e}>
                        {ENDS_LABELS[e]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {ends === 'until' ? (
                <FormField<EventFormValues> name="until" label="Last date">
                  {(c) => <Input {...c} type="date" {...form.register('until')} className="h-11" />}
                </FormField>
              ) : ends === 'count' ? (
                <FormField<EventFormValues> name="count" label="Times">
                  {(c) => <Input {...c} type="number" inputMode="numeric" min={1} max={L.count} {...form.register('count')} className="h-11" />}
                </FormField>
              ) : null}
            </div>
          ) : null}
        </fieldset>

        <FormField<EventFormValues> name="location" label="Location" hint="Optional: a place or 'Online'">
          {(c) => <Input {...c} {...form.register('location')} maxLength={L.location} className="h-11" />}
        </FormField>
        <FormField<EventFormValues> name="zoomLink" label="Zoom link" hint="Optional; shows a Join Zoom button">
          {(c) => <Input {...c} type="url" inputMode="url" placeholder="https://zoom.us/j/..." {...form.register('zoomLink')} className="h-11" />}
        </FormField>
        <FormField<EventFormValues> name="bookingLink" label="Registration link" hint="Optional; shows a Register for Event button">
          {(c) => <Input {...c} type="url" inputMode="url" placeholder="https://" {...form.register('bookingLink')} className="h-11" />}
        </FormField>
        <FormField<EventFormValues> name="description" label="Description">
          {(c) => <Textarea {...c} {...form.register('description')} maxLength={L.description} className="min-h-32" />}
        </FormField>
    </SheetForm>
  )
}

/** Rewrites a 400 answer's field names to the form's (startLocal -> date ...). */
function remapErrors(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof ApiError)) return error
  try {
    const parsed = JSON.parse(error.body) as { fields?: Record<string, string> }
    if (!parsed.fields) return error
    const fields = Object.fromEntries(Object.entries(parsed.fields).map(([k, v]) => [names[k] ?? k, v]))
    return new ApiError(error.status, '', JSON.stringify({ ...parsed, fields }))
  } catch {
    return error
  }
}

function WeekdayPicker({ form }: { form: ReturnType<typeof useSchemaForm<typeof eventSchema>> }) {
  const error = form.formState.errors.weekdays?.message
  return (
    <Controller
      control={form.control}
      name="weekdays"
      render={({ field }) => (
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">On these days</legend>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {WEEKDAY_CODES.map((code) => {
              const on = field.value.includes(code)
              return (
                <button
                  key={code}
                  type="button"
                  aria-pressed={on}
                  onClick={() => field.onChange(on ? field.value.filter((d) => d !== code) : [...field.value, code])}
                  className={cn(
                    'h-10 min-w-12 rounded-lg px-2 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                    on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {WEEKDAY_NAMES[code]}
                </button>
              )
            })}
          </div>
          {error ? <p className="mt-2 text-sm font-medium text-danger-700">{error}</p> : null}
        </fieldset>
      )}
    />
  )
}
