import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Path } from 'react-hook-form'
import { applyServerErrors, fieldsFor } from '../../../../components/form/form'
import { useSchemaForm } from '../../../../components/form/useSchemaForm'
import { SheetForm } from '../../../../components/ui/form-frames'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs'
import { toast } from '../../../../components/ui/use-toast'
import { SOW_LIMITS, type Sow } from '../../../../lib/sowModel'
import { FormSheet } from '../../../admin/common/FormSheet'
import { MarkdownText } from '../../agreements/MarkdownText'
import { promiseKey, type ProjectPromise } from '../../sla/ProjectReviewTime'
import { useRefreshPartnerData } from '../useInvalidate'
import { saveSow, SOW_FIELDS, sowSchema, type SowValues } from './sowApi'
import { sowOutline } from './sowOutline'

const { TextField, TextareaField } = fieldsFor<SowValues>()

export interface SowProject {
  id: number
  title: string
  clientName: string
}

/** The editor in a side sheet over the project's; `sow` undefined: closed, null: a new draft, else the draft to edit. */
export function SowEditor({ project, sow, onClose }: { project: SowProject; sow: Sow | null | undefined; onClose: () => void }) {
  return (
    <FormSheet record={sow} onClose={onClose} closeLabel="Close statement of work" wide>
      {(s) => <EditorForm project={project} sow={s} onDone={onClose} />}
    </FormSheet>
  )
}

function EditorForm({ project, sow, onDone }: { project: SowProject; sow: Sow | null; onDone: () => void }) {
  const queryClient = useQueryClient()
  const promise = queryClient.getQueryData<ProjectPromise>(promiseKey(project.id))
  const reviewHours = promise ? (promise.reviewHours ?? promise.defaultReviewHours) : undefined
  const form = useSchemaForm(sowSchema, sow ? { title: sow.title, body: sow.body } : { title: '', body: sowOutline(project, reviewHours) }, 'onSubmit')
  const [tab, setTab] = useState('write')
  const refresh = useRefreshPartnerData()
  const save = useMutation({ mutationFn: (values: SowValues) => saveSow(project.id, sow?.id, values) })
  const title = sow ? `Edit ${sow.number}` : 'New Statement of Work'

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values)
        toast({ title: 'Draft Saved', description: `${saved.number} is saved as a draft. Only you can see it until you send it.` })
        onDone()
        await refresh()
      } catch (error) {
        setTab('write')
        const { message, matched } = applyServerErrors(form, error, SOW_FIELDS as readonly Path<SowValues>[])
        toast({ variant: 'destructive', title: 'Draft not saved', description: matched ? 'Check the highlighted fields.' : (message ?? 'Please try again.') })
      }
    },
    // A problem in the text shows under it, so the editor comes back from the preview.
    () => setTab('write'),
  )
  const body = form.watch('body')

  return (
    <SheetForm
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title={title}
      description={`For ${project.title}${project.clientName ? ` · ${project.clientName}` : ''}. Drafts stay private until you send them; a signed statement never changes.`}
      saving={save.isPending}
      submitLabel="Save Draft"
      onCancel={onDone}
    >
      <TextField name="title" label="Title" autoComplete="off" maxLength={SOW_LIMITS.title} />
      <Tabs value={tab} onValueChange={setTab} className="space-y-3">
        <TabsList aria-label="Text">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" tabIndex={-1}>
          <TextareaField
            name="body"
            label="Text (Markdown)"
            rows={16}
            maxLength={SOW_LIMITS.body}
            hint="Headings (##), paragraphs, bullet lists (-) and **bold** show as such to your client."
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
          />
        </TabsContent>
        <TabsContent value="preview" className="rounded-card bg-white p-4 ring-1 ring-inset ring-slate-200 sm:p-5">
          {body.trim() ? <MarkdownText source={body} topLevel={3} /> : <p className="text-[15px] text-slate-600">Nothing to preview yet.</p>}
        </TabsContent>
      </Tabs>
    </SheetForm>
  )
}
