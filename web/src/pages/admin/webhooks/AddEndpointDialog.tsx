import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from '../../../lib/zod'
import { applyServerErrors, FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { apiRequest } from '../../../lib/api'
import { EVENT_HINTS, WEBHOOKS_KEY, type WebhookEndpoint } from './webhookModel'

const schema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the address that receives the events.')
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'Enter a full https:// address.'),
  events: z.array(z.string()).min(1, 'Choose at least one event.'),
})

/** Add endpoint: the URL and its events, then the signing secret, shown this once. */
export function AddEndpointDialog({ open, onOpenChange, events }: { open: boolean; onOpenChange: (open: boolean) => void; events: string[] }) {
  const [created, setCreated] = useState<WebhookEndpoint | null>(null)
  const close = (isOpen: boolean) => {
    // The secret leaves memory with the dialog.
    if (!isOpen) setCreated(null)
    onOpenChange(isOpen)
  }
  return (
    <Dialog open={open} onOpenChange={close}>
      {!open ? null : created ? (
        // Once the secret is shown, a stray click outside must not lose it.
        <DialogContent closeLabel="Close" onInteractOutside={(e) => e.preventDefault()}>
          <SecretShown endpoint={created} onDone={() => close(false)} />
        </DialogContent>
      ) : (
        <EndpointForm events={events} onCreated={setCreated} />
      )}
    </Dialog>
  )
}

function EndpointForm({ events, onCreated }: { events: string[]; onCreated: (e: WebhookEndpoint) => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(schema, { url: '', events: [] })
  const eventsId = useId()
  const mutation = useMutation({
    mutationFn: async (body: z.output<typeof schema>) => {
      const res = await apiRequest('POST', '/api/admin/webhooks', body)
      return (await res.json()) as WebhookEndpoint
    },
  })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const endpoint = await mutation.mutateAsync(values)
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
      onCreated(endpoint)
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['url', 'events'])
      if (!matched) toast({ variant: 'destructive', title: 'Could not add the endpoint', description: message ?? 'Please try again.' })
    }
  })
  const eventsError = form.formState.errors.events?.message

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="Add endpoint"
      description="Each event is POSTed as JSON, signed as Standard Webhooks with the secret you get next."
      submit={
        <Button type="submit" loading={form.formState.isSubmitting}>
          Add Endpoint
        </Button>
      }
    >
        <FormField name="url" label="Endpoint URL" hint="A public https:// address.">
          {(control) => (
            <Input
              {...control}
              {...form.register('url')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://example.com/webhooks/ai-mission"
              className="font-mono text-[14px]"
            />
          )}
        </FormField>
        <fieldset aria-describedby={eventsError ? `${eventsId}-error` : undefined}>
          <div className="flex items-center justify-between gap-3">
            <legend className="text-sm font-semibold text-slate-900">Events</legend>
            <button
              type="button"
              className="rounded px-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              onClick={() => form.setValue('events', form.getValues('events').length === events.length ? [] : [...events], { shouldValidate: true })}
            >
              {form.watch('events').length === events.length ? 'Clear all' : 'Select all'}
            </button>
          </div>
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {events.map((event) => {
                  const id = `${eventsId}-${event}`
                  const checked = field.value.includes(event)
                  return (
                    <li key={event}>
                      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 px-3.5 py-2.5 hover:bg-slate-50">
                        <Checkbox
                          id={id}
                          checked={checked}
                          invalid={!!eventsError}
                          className="mt-0.5"
                          onCheckedChange={(on) =>
                            field.onChange(on === true ? [...field.value, event] : field.value.filter((e: string) => e !== event))
                          }
                        />
                        <span className="min-w-0">
                          <span className="block font-mono text-[13px] font-medium text-slate-900">{event}</span>
                          {EVENT_HINTS[event] ? <span className="block text-[13px] text-slate-500">{EVENT_HINTS[event]}</span> : null}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            )}
          />
          {eventsError ? (
            <p id={`${eventsId}-error`} className="mt-2 text-sm font-medium text-danger-700">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
    </FormDialogContent>
  )
}

function SecretShown({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  const secretId = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret ?? '')
      setCopied(true)
      toast({ title: 'Secret copied' })
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the secret and copy it by hand.' })
    }
  }
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-xl bg-success-50 text-success-700">
        <KeyRound aria-hidden="true" className="size-5" />
      </span>
      <DialogTitle className="mt-4 pr-8">Endpoint added</DialogTitle>
      <DialogDescription className="mt-1 break-all">
        Events now go to <span className="font-mono text-slate-800">{endpoint.url}</span>.
      </DialogDescription>
      <div className="mt-5 space-y-2">
        <label htmlFor={secretId} className="text-sm font-semibold text-slate-900">
          Signing secret
        </label>
        <div className="flex gap-2">
          <Input
            id={secretId}
            readOnly
            value={endpoint.secret ?? ''}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-[13px]"
          />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <p role="alert" className="mt-4 flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          <strong className="font-semibold">Copy it now: you will not see it again.</strong> Your receiver needs it to check each signature. If
          you lose it, delete the endpoint and add it again.
        </span>
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  )
}
