import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, ShieldAlert, Trash2 } from 'lucide-react'
import { applyServerErrors, fieldsFor } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog'
import { LoadError } from '../../../components/ui/error-panel'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { toast } from '../../../components/ui/use-toast'
import { apiErrorMessage, hasStatus } from '../../../lib/api'
import { ENDPOINT_KEY, endpointHost, fetchEndpoint, removeEndpoint, saveEndpoint, USAGE_KEY, type EndpointAnswer } from '../../../lib/automationRuns'
import { localDay } from '../../../lib/format'
import { z } from '../../../lib/zod'

const schema = z.object({
  url: z.string().trim().min(1, "Enter the endpoint's base URL, such as https://api.openai.com/v1.").max(500, 'Please keep this under 500 characters.'),
  apiKey: z.string().max(500, 'Please keep this under 500 characters.'),
  clearKey: z.boolean(),
})
type Values = z.input<typeof schema>
const { TextField, CheckboxField } = fieldsFor<Values>()
const FIELDS = ['url', 'apiKey']

/**
 * The partner's own model endpoint: an OpenAI-compatible base URL and its
 * key (never shown again once saved: an empty key keeps it), to replace or
 * remove. Says when this site cannot keep keys.
 */
export function EndpointDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useQuery({ queryKey: ENDPOINT_KEY, queryFn: fetchEndpoint, enabled: open, staleTime: 0 })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        query.data ? (
          <EndpointForm key={query.data.endpoint?.updatedAt ?? 'none'} answer={query.data} onDone={() => onOpenChange(false)} />
        ) : (
          <DialogContent>
            <DialogTitle className="pr-10">Model Endpoint</DialogTitle>
            <DialogDescription className="mt-1.5">The model your agents call when they run.</DialogDescription>
            <div className="mt-6">
              {query.isError ? (
                <LoadError what="your model endpoint" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
              ) : (
                <p role="status" className="animate-pulse text-[15px] text-slate-600">
                  Loading your endpoint...
                </p>
              )}
            </div>
          </DialogContent>
        )
      ) : null}
    </Dialog>
  )
}

function EndpointForm({ answer, onDone }: { answer: EndpointAnswer; onDone: () => void }) {
  const queryClient = useQueryClient()
  const current = answer.endpoint
  const form = useSchemaForm(schema, { url: current?.url ?? '', apiKey: '', clearKey: false })
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ENDPOINT_KEY }), queryClient.invalidateQueries({ queryKey: USAGE_KEY })])

  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => saveEndpoint({ url: v.url, apiKey: v.apiKey, clearKey: v.clearKey && !v.apiKey }),
    onSuccess: async (saved) => {
      await refresh()
      toast({ title: 'Model endpoint saved', description: `Your agents now call ${endpointHost(saved.endpoint?.url)}.` })
      onDone()
    },
    onError: (error, v) => {
      const { message, matched } = applyServerErrors(form, error, FIELDS)
      if (matched) return
      // This site cannot keep keys: the refusal belongs to the key.
      if (hasStatus(error, 409) && v.apiKey) {
        form.setError('apiKey', { type: 'server', message: message ?? 'This site cannot store API keys.' }, { shouldFocus: true })
        return
      }
      toast({ variant: 'destructive', title: 'Not saved', description: message ?? 'Please try again.' })
    },
  })
  const remove = useMutation({
    mutationFn: removeEndpoint,
    onSuccess: async () => {
      await refresh()
      toast({ title: 'Model endpoint removed', description: 'Your agents use the site’s model, when it has one.' })
      onDone()
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not removed', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  return (
    <FormDialogContent
      form={form}
      title="Model Endpoint"
      description="Your own OpenAI-compatible endpoint: your agents call it, and its provider bills you for the tokens."
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      submit={
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : current ? 'Save Endpoint' : 'Add Endpoint'}
        </Button>
      }
    >
      {current ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-mist p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 text-sm">
            <p className="break-all font-semibold text-slate-900">{endpointHost(current.url)}</p>
            <p className="mt-0.5 text-slate-600">
              {current.hasKey ? 'With a stored key' : 'No key stored'} · saved {localDay(current.updatedAt)}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => remove.mutate()} loading={remove.isPending} className="self-start !text-danger-700 hover:bg-danger-50 sm:self-auto">
            {remove.isPending ? null : <Trash2 aria-hidden="true" />}
            Remove Endpoint
          </Button>
        </div>
      ) : null}
      {answer.canStoreKeys ? null : (
        <p className="flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            This site cannot keep API keys until its operator sets <code className="font-mono text-[13px]">AUTOMATION_SECRET_KEY</code>. Until then only an endpoint that needs no key
            can be saved.
          </span>
        </p>
      )}
      <TextField
        name="url"
        label="Base URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://api.openai.com/v1"
        hint="The address before /chat/completions."
      />
      <TextField
        name="apiKey"
        label="API key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        hint={
          current?.hasKey ? (
            <span className="flex items-start gap-1.5">
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />A key is stored and never shown: leave this empty to keep it, or type a new one.
            </span>
          ) : (
            'Sent as a Bearer token. Stored encrypted, never shown again.'
          )
        }
      />
      {current?.hasKey ? <CheckboxField name="clearKey" label="Remove the stored key (for an endpoint that needs none)" /> : null}
    </FormDialogContent>
  )
}
