import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { applyServerErrors, fieldsFor } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { LogoUpload, type LogoFile } from '../../../components/upload/LogoUpload'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { apiFieldErrors, apiRequest } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import { Optional } from '../portal/fields'
import { SUCCESS_KEY, type Story } from '../../../lib/success/successApi'
import { EMPTY_STORY, storyField, storyPayload, storySchema, type StoryFormValues } from '../../../lib/success/successRules'

const { TextField, TextareaField } = fieldsFor<StoryFormValues>()
const L = RULES.success

/** "Share your story": the partner's story goes to staff for review, then to every partner. */
export function ShareStoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <ShareStoryForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function ShareStoryForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(storySchema, EMPTY_STORY)
  const [image, setImage] = useState<LogoFile | null>(null)
  const [imageError, setImageError] = useState<string>()
  const [uploading, setUploading] = useState(false)

  const save = useMutation({
    mutationFn: async (v: StoryFormValues) => {
      const res = await apiRequest('POST', '/api/partner/success-stories', storyPayload(v, image?.id))
      return (await res.json()) as Story
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...SUCCESS_KEY, 'stories'] })
      toast({ title: 'Story sent for review', description: 'Staff read every story; you will see its status under Your stories.' })
      onDone()
    },
    onError: (error) => {
      const imageMessage = apiFieldErrors(error).imageId
      if (imageMessage) setImageError(imageMessage)
      const { message, matched } = applyServerErrors(form, error, storyField)
      toast({
        variant: 'destructive',
        title: 'Your story was not sent',
        description: matched || imageMessage ? 'Check the highlighted fields.' : (message ?? 'Please try again.'),
      })
    },
  })

  return (
    <FormDialogContent
      form={form}
      wide
      title="Share your story"
      description="Tell other partners how you won clients. Staff review it before it appears in Success stories."
      onSubmit={(e) => {
        if (uploading) {
          e.preventDefault()
          return
        }
        void form.handleSubmit((v) => save.mutate(v))(e)
      }}
      submit={
        <Button type="submit" loading={save.isPending} disabled={uploading}>
          Send for Review
        </Button>
      }
    >
      <TextField name="title" label="Title" maxLength={L.title} placeholder="From zero to 6 dental clinics in 90 days" autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="marketNiche" label={<>Market niche <Optional /></>} maxLength={L.short} placeholder="Dental practices" autoComplete="off" />
        <TextField name="productUsed" label={<>Product used <Optional /></>} maxLength={L.short} placeholder="AI phone agent" autoComplete="off" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          name="monthlyRevenue"
          label={<>Monthly revenue <Optional /></>}
          hint="In US dollars"
          inputMode="decimal"
          placeholder="4,500"
          autoComplete="off"
        />
        <TextField name="clientsAcquired" label={<>Clients won <Optional /></>} inputMode="numeric" placeholder="6" autoComplete="off" />
        <TextField name="timeToFirstSale" label={<>Time to first sale <Optional /></>} maxLength={L.short} placeholder="3 weeks" autoComplete="off" />
      </div>
      <TextareaField
        name="description"
        label="Your story"
        maxLength={L.text}
        rows={6}
        placeholder="Where you started, who you sold to, and what changed."
      />
      <TextareaField
        name="strategies"
        label={<>Strategies that worked <Optional /></>}
        hint={`One per line, up to ${L.strategies}.`}
        rows={4}
        placeholder={'Called practices at lunch time\nOffered a free missed-call audit'}
      />
      <LogoUpload
        id="story-image"
        label={<>Image <Optional /></>}
        hint="A photo or screenshot: PNG, JPG, WebP or SVG, up to 2 MB."
        value={image}
        onChange={(f) => {
          setImage(f)
          setImageError(undefined)
        }}
        error={imageError}
        onBusyChange={setUploading}
      />
    </FormDialogContent>
  )
}
