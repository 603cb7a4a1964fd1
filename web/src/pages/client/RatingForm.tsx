import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { applyServerErrors, fieldsFor, FormRoot, useRulesForm } from '../../components/form/form'
import { FieldMessage } from '../../components/ui/field'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { apiRequest } from '../../lib/api'
import { focusControl } from '../../lib/focus'
import { StarRatingInput } from '../../components/testimonials/StarRatingInput'
import { brandButtonStyle, portalKey, portalUrl, type PortalRating } from '../../lib/clientPortalModel'
import { checkRating, emptyRating, MAX_RATING_COMMENT, RATING_FIELDS, ratingPayload, ratingWord, type RatingValues } from './ratingRules'

const { TextareaField } = fieldsFor<RatingValues>()

/**
 * Stars and an optional comment for one project. The stars are a radio
 * group (arrow keys choose); none is chosen until the client picks one.
 */
export function RatingForm({
  token,
  projectId,
  projectTitle,
  current,
  deliverableId,
  focusOnOpen = false,
  onDone,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  token: string
  projectId: number
  projectTitle: string
  current?: PortalRating | null
  /** The deliverable just approved, when the rating follows the approval. */
  deliverableId?: number
  focusOnOpen?: boolean
  onDone?: () => void
  onCancel?: () => void
  cancelLabel?: string
}) {
  const uid = useId()
  const starsId = `${uid}-stars`
  const queryClient = useQueryClient()
  const form = useRulesForm<RatingValues>(RATING_FIELDS, checkRating, emptyRating(current), 'onSubmit')
  const rating = useWatch({ control: form.control, name: 'rating' })
  const ratingError = form.formState.errors.rating?.message

  useEffect(() => {
    if (focusOnOpen) focusControl(starsId)
  }, [focusOnOpen, starsId])

  const mutation = useMutation({
    mutationFn: (values: RatingValues) =>
      apiRequest('POST', `${portalUrl(token)}/projects/${projectId}/rating`, ratingPayload(values, deliverableId)),
  })

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await mutation.mutateAsync(values)
        await queryClient.invalidateQueries({ queryKey: portalKey(token) })
        toast({ title: 'Thanks for your rating', description: `You rated ${projectTitle} ${values.rating} out of 5.` })
        onDone?.()
      } catch (error) {
        const { message, matched } = applyServerErrors(form, error, ['rating', 'comment'])
        if (!matched) toast({ variant: 'destructive', title: 'Rating not sent', description: message ?? 'Please try again.' })
      }
    },
    // The stars are not a native control: put the keyboard on them when they are what is missing.
    (errors) => {
      if (errors.rating) focusControl(starsId)
    },
  )

  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} aria-label={`Rate ${projectTitle}`} className="space-y-4">
      <div className="space-y-2">
        <p id={`${starsId}-label`} className="text-sm font-medium text-slate-900">
          Your rating
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput
                id={starsId}
                value={field.value}
                onChange={field.onChange}
                labelledBy={`${starsId}-label`}
                describedBy={ratingError ? `${starsId}-error` : `${starsId}-value`}
              />
            )}
          />
          <span id={`${starsId}-value`} className="text-sm font-medium text-slate-600" aria-live="polite">
            {rating ? `${ratingWord(rating)}, ${rating} of 5` : 'Not rated yet'}
          </span>
        </div>
        <FieldMessage id={starsId} error={ratingError} />
      </div>
      <TextareaField
        name="comment"
        label={
          <>
            Comment <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        rows={3}
        maxLength={MAX_RATING_COMMENT}
        placeholder="What went well, and what could be better?"
        className="[&_textarea]:min-h-[88px]"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" loading={mutation.isPending} style={brandButtonStyle} className="hover:brightness-95">
          {current ? 'Update Rating' : 'Send Rating'}
        </Button>
      </div>
    </FormRoot>
  )
}
