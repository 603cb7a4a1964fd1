import { ImagePlus, LoaderCircle, Trash2, X } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Controller } from 'react-hook-form'
import { FormField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { SheetForm } from '../../../components/ui/form-frames'
import { FormSheet, useSaveRecord } from '../common/FormSheet'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Textarea } from '../../../components/ui/textarea'
import { ApiError, apiErrorMessage, apiFieldErrors } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import { addTags, formFromProject, payloadFromForm, projectSchema, type AdminProject, type ProjectFormValues } from './showcaseForm'
import { SHOWCASE_KEY } from './showcaseKeys'

const FIELDS = ['title', 'description', 'imageId', 'technologies', 'demoUrl', 'codeUrl']

/** Create or edit a showcase project in a side sheet. `project` undefined: closed; null: new. */
export function ProjectFormSheet({ project, onClose }: { project: AdminProject | null | undefined; onClose: () => void }) {
  return (
    <FormSheet record={project} onClose={onClose} closeLabel="Close project form">
      {(p) => <ProjectForm project={p} onDone={onClose} />}
    </FormSheet>
  )
}

async function uploadImage(file: File): Promise<{ id: string; url: string }> {
  const body = new FormData()
  body.append('file', file)
  const res = await fetch('/api/admin/uploads/image', { method: 'POST', body, credentials: 'include' })
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''))
  return (await res.json()) as { id: string; url: string }
}

function ProjectForm({ project, onDone }: { project: AdminProject | null; onDone: () => void }) {
  const form = useSchemaForm(projectSchema, formFromProject(project))
  const L = RULES.showcase

  const sheet = useSaveRecord({
    form,
    focus: 'title',
    id: project?.id,
    collection: '/api/admin/projects',
    payload: payloadFromForm,
    queryKey: SHOWCASE_KEY,
    savedTitle: project ? 'Project updated' : 'Project added',
    describe: (saved: AdminProject) => saved.title,
    notSaved: 'The project was not saved',
    fields: FIELDS,
    onDone,
  })

  return (
    <SheetForm
      {...sheet}
      title={project ? 'Edit project' : 'New showcase project'}
      description="Shown on the live sessions page; featured projects come first."
      submitLabel={project ? 'Save changes' : 'Add project'}
    >
        <FormField<ProjectFormValues> name="title" label="Title">
          {(c) => <Input {...c} {...form.register('title')} maxLength={L.title} autoComplete="off" className="h-11" />}
        </FormField>
        <FormField<ProjectFormValues> name="description" label="Description">
          {(c) => <Textarea {...c} {...form.register('description')} maxLength={L.description} className="min-h-28" />}
        </FormField>
        <ImageField form={form} />
        <Controller
          control={form.control}
          name="technologies"
          render={({ field, fieldState }) => <TagsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<ProjectFormValues> name="demoUrl" label="Demo link">
            {(c) => <Input {...c} type="url" inputMode="url" placeholder="https://" {...form.register('demoUrl')} className="h-11" />}
          </FormField>
          <FormField<ProjectFormValues> name="codeUrl" label="Code link">
            {(c) => <Input {...c} type="url" inputMode="url" placeholder="https://" {...form.register('codeUrl')} className="h-11" />}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
              <Checkbox id="project-featured" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} className="mt-0.5" />
              <div>
                <Label htmlFor="project-featured">Featured</Label>
                <p className="text-sm text-slate-600">Featured projects are listed first.</p>
              </div>
            </div>
          )}
        />
    </SheetForm>
  )
}

function ImageField({ form }: { form: ReturnType<typeof useSchemaForm<typeof projectSchema>> }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string>()
  const url = form.watch('imageUrl')
  const serverError = form.formState.errors.imageId?.message

  const onFile = async (file: File | undefined) => {
    if (!file) return
    setError(undefined)
    setUploading(true)
    try {
      const up = await uploadImage(file)
      form.setValue('imageId', up.id, { shouldDirty: true })
      form.setValue('imageUrl', up.url, { shouldDirty: true })
      form.clearErrors('imageId')
    } catch (e) {
      setError(apiFieldErrors(e).file ?? apiErrorMessage(e) ?? 'The image could not be uploaded. Please try again.')
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }
  const message = error ?? serverError

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Image</Label>
      <div className="flex items-center gap-4">
        <div className="flex aspect-[4/3] w-36 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-mist">
          {uploading ? (
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
          ) : url ? (
            <img src={url} alt="Preview of the project image" width={144} height={108} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-7 text-slate-400" />
          )}
        </div>
        <div className="space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            className="sr-only"
            aria-describedby={`${id}-hint`}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={uploading}>
              {uploading ? null : <ImagePlus aria-hidden="true" />}
              {url ? 'Replace Image' : 'Upload Image'}
            </Button>
            {url && !uploading ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  form.setValue('imageId', '', { shouldDirty: true })
                  form.setValue('imageUrl', '', { shouldDirty: true })
                }}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            PNG, JPEG, WebP or SVG, up to 2 MB.
          </p>
        </div>
      </div>
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
    </div>
  )
}

function TagsField({ value, onChange, error }: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const id = useId()
  const [entry, setEntry] = useState('')
  const [note, setNote] = useState<string>()
  const L = RULES.showcase

  const commit = () => {
    if (!entry.trim()) return
    const { tags, rejected } = addTags(value, entry)
    onChange(tags)
    setEntry('')
    setNote(rejected.length ? `Not added: ${rejected.join(', ')} (at most ${L.technologies} technologies of ${L.technology} characters).` : undefined)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault()
      commit()
    } else if (e.key === 'Backspace' && entry === '' && value.length) {
      onChange(value.slice(0, -1))
    }
  }
  const message = error ?? note

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Technologies</Label>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Technologies added">
          {value.map((t) => (
            <li key={t} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
              {t}
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== t))}
                aria-label={`Remove ${t}`}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={entry}
        onChange={(e) => setEntry(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        placeholder="Type one and press Enter"
        autoComplete="off"
        maxLength={200}
        aria-describedby={`${id}-hint`}
        className="h-11"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        Up to {L.technologies}, separated by Enter or commas.
      </p>
      {message ? <p className="text-sm font-medium text-danger-700">{message}</p> : null}
    </div>
  )
}
