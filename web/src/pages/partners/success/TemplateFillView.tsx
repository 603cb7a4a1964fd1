import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Copy, Download, LoaderCircle, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { ApiError, apiErrorMessage } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import { useDebounced } from '../../../lib/useDebounced'
import { copyText, downloadText } from '../../../lib/clipboard'
import { ListSkeleton } from '../portal/parts'
import { fetchTemplate, renderTemplate, SUCCESS_KEY, templateKey, type SuccessTemplate } from '../../../lib/success/successApi'
import { DIFFICULTY_TONES, fileNameFor, missingLabels, usageLabel, valuesFor, valuesToSend } from '../../../lib/success/successRules'

/** One template's fill-in view: an input per variable, a live preview, then Copy or Download. */
export function TemplateFillView({ id, onBack }: { id: number; onBack: () => void }) {
  const query = useQuery({ queryKey: templateKey(id), queryFn: () => fetchTemplate(id), staleTime: 0 })
  const back = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-2 rounded-lg text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All templates
    </button>
  )
  if (query.data) return <FillIn key={query.data.id} template={query.data} back={back} />
  return (
    <div className="space-y-6">
      {back}
      {query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <p role="alert" className="rounded-card border border-slate-200 bg-white p-6 text-[15px] text-slate-700">
            This template is no longer in the library.
          </p>
        ) : (
          <LoadError what="the template" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )
      ) : (
        <ListSkeleton rows={2} className="[&>div]:h-56" />
      )}
    </div>
  )
}

function FillIn({ template, back }: { template: SuccessTemplate; back: React.ReactNode }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => valuesFor(template.variables))
  const [usage, setUsage] = useState(template.usageCount)
  const settled = useDebounced(values, 350)
  const sent = valuesToSend(template.variables, settled)

  const preview = useQuery({
    queryKey: [...SUCCESS_KEY, 'preview', template.id, sent],
    queryFn: () => renderTemplate(template.id, sent, true),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
  const typing = settled !== values
  const missing = preview.data?.missing ?? template.variables.map((v) => v.name)
  const ready = !typing && !preview.isPlaceholderData && preview.isSuccess && missing.length === 0

  const use = useMutation({
    mutationFn: (action: 'copy' | 'download') => renderTemplate(template.id, valuesToSend(template.variables, values), false).then((r) => ({ r, action })),
    onSuccess: async ({ r, action }) => {
      setUsage(r.usageCount)
      void queryClient.invalidateQueries({ queryKey: [...SUCCESS_KEY, 'templates'] })
      if (r.missing.length) {
        toast({ variant: 'destructive', title: 'Some fields are empty', description: missingLabels(template.variables, r.missing).join(', ') })
        return
      }
      if (action === 'copy') {
        const ok = await copyText(r.text)
        toast(
          ok
            ? { title: 'Copied!', description: 'The filled-in template is on your clipboard.' }
            : { variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard. Try Download .txt instead.' },
        )
      } else {
        const fileName = fileNameFor(template.title)
        downloadText(r.text, fileName)
        toast({ title: 'Downloaded', description: fileName })
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Something went wrong', description: apiErrorMessage(error) ?? 'Please try again.' }),
  })

  const shownUsage = Math.max(usage, preview.data?.usageCount ?? 0)
  const left = missingLabels(template.variables, missing)

  return (
    <div className="space-y-6">
      {back}
      <div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand" className="px-2.5 py-0.5">
            {template.categoryLabel}
          </Badge>
          <Badge tone={DIFFICULTY_TONES[template.difficulty] ?? 'neutral'} className="px-2.5 py-0.5 capitalize">
            {template.difficulty}
          </Badge>
          {template.industry ? (
            <Badge tone="neutral" className="px-2.5 py-0.5">
              {template.industry}
            </Badge>
          ) : null}
        </div>
        <h2 className="mt-3 break-words text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{template.title}</h2>
        {template.description ? <p className="mt-1 max-w-3xl whitespace-pre-line text-[15px] text-slate-600">{template.description}</p> : null}
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-600" data-testid="template-usage">
          <TrendingUp aria-hidden="true" className="size-4 text-success-700" />
          {usageLabel(shownUsage)} by partners
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="fill-title" className="rounded-card border border-slate-200/80 bg-white p-5 shadow-card sm:p-6">
          <h3 id="fill-title" className="font-semibold text-slate-900">
            Your details
          </h3>
          {template.variables.length === 0 ? (
            <p className="mt-2 text-[15px] text-slate-600">This template has nothing to fill in: copy it as it is.</p>
          ) : (
            <div className="mt-4 space-y-4">
              {template.variables.map((v) => {
                const inputId = `var-${v.name}`
                const common = {
                  id: inputId,
                  value: values[v.name] ?? '',
                  placeholder: v.placeholder,
                  maxLength: RULES.success.value,
                  onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((old) => ({ ...old, [v.name]: e.target.value })),
                }
                return (
                  <Field key={v.name} id={inputId} label={v.label}>
                    {v.multiline ? <Textarea {...common} rows={4} /> : <Input {...common} autoComplete="off" className="h-11" />}
                  </Field>
                )
              })}
            </div>
          )}
        </section>
        <section aria-labelledby="preview-title" className="rounded-card border border-slate-200/80 bg-white shadow-card lg:sticky lg:top-24">
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5 sm:px-6">
            <h3 id="preview-title" className="font-semibold text-slate-900">
              Preview
            </h3>
            {preview.isFetching || typing ? (
              <span className="flex items-center gap-1.5 text-sm text-slate-500">
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                Updating
              </span>
            ) : null}
          </div>
          {preview.isError && !preview.data ? (
            <div className="p-5 sm:p-6">
              <LoadError what="the preview" error={preview.error} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
            </div>
          ) : preview.data ? (
            <div
              data-testid="template-preview"
              className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap break-words px-5 py-4 text-[15px] leading-relaxed text-slate-800 sm:px-6 [&_mark]:rounded [&_mark]:bg-brand-100 [&_mark]:px-0.5 [&_mark]:text-brand-900 [&_mark.missing]:bg-amber-100 [&_mark.missing]:text-amber-900"
              // The one inner HTML of the app: the server escapes every part of
              // the content and of the partner's values, and adds only <mark> tags.
              dangerouslySetInnerHTML={{ __html: preview.data.html }}
            />
          ) : (
            <div aria-hidden="true" className="m-5 h-48 animate-pulse rounded-xl bg-slate-100" />
          )}
          <div className="space-y-3 border-t border-slate-100 px-5 py-4 sm:px-6">
            <p id="fill-status" role="status" className="text-sm text-slate-600">
              {left.length ? (
                <>
                  <span className="font-medium text-amber-800">Still to fill in:</span> {left.join(', ')}
                </>
              ) : (
                'Everything is filled in. Copy it or download it.'
              )}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => use.mutate('copy')} disabled={!ready} loading={use.isPending && use.variables === 'copy'} aria-describedby="fill-status">
                {use.isPending && use.variables === 'copy' ? null : <Copy aria-hidden="true" />}
                Copy to Clipboard
              </Button>
              <Button
                variant="secondary"
                onClick={() => use.mutate('download')}
                disabled={!ready}
                loading={use.isPending && use.variables === 'download'}
                aria-describedby="fill-status"
              >
                {use.isPending && use.variables === 'download' ? null : <Download aria-hidden="true" />}
                Download .txt
              </Button>
            </div>
          </div>
        </section>
      </div>
    </div>
  )
}
