import { useMutation } from '@tanstack/react-query'
import { Plus, Send, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useFieldArray, useFormContext, useWatch, type Path } from 'react-hook-form'
import { applyServerErrors, FormField, FormRoot, useFieldState } from '../../../../components/form/form'
import { useSchemaForm } from '../../../../components/form/useSchemaForm'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../../components/ui/dialog'
import { FieldMessage } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { toast } from '../../../../components/ui/use-toast'
import { apiErrorMessage } from '../../../../lib/api'
import { RULES } from '../../../../lib/rules'
import { cn } from '../../../../lib/utils'
import { Optional } from '../fields'
import { useRefreshPartnerData } from '../useInvalidate'
import { CURRENCIES, emptyLine, emptyQuote, formFieldFor, MAX_LINES, quotePayload, quoteSchema, quoteValues, type QuoteValues } from './quoteForm'
import { formatMoney, previewQuote, rateText } from './quoteMath'
import { saveQuote, sendQuote, type Quote } from './quotesApi'

export interface QuoteProject {
  id: number
  title: string
  clientName: string
}

/**
 * The quote editor, in a wide side sheet over the project's: line items,
 * discount, tax, currency, validity, terms and notes, with the totals as the
 * server will compute them. Save Draft keeps it the partner's; Send saves,
 * then sends it to the client after a confirmation.
 */
export function QuoteEditor({
  open,
  onOpenChange,
  project,
  quote,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  project: QuoteProject
  /** The draft to edit; a new quote without it. */
  quote?: Quote
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <EditorBody key={quote?.id ?? 'new'} project={project} quote={quote} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function EditorBody({ project, quote, onClose }: { project: QuoteProject; quote?: Quote; onClose: () => void }) {
  const form = useSchemaForm(quoteSchema, quote ? quoteValues(quote) : emptyQuote(), 'onSubmit')
  const refresh = useRefreshPartnerData()
  // The draft on the server once saved: a Send that fails after the save changes it rather than making another.
  const [saved, setSaved] = useState<Quote | undefined>(quote)
  const [confirming, setConfirming] = useState<QuoteValues>()
  const client = project.clientName.trim() || 'your client'

  const save = useMutation({ mutationFn: (values: QuoteValues) => saveQuote(project.id, saved?.id, quotePayload(values)) })
  const send = useMutation({ mutationFn: (id: number) => sendQuote(id) })

  const showSaveError = (error: unknown) => {
    const { message, matched } = applyServerErrors(form, error, (f) => formFieldFor(f) as Path<QuoteValues> | undefined)
    if (!matched) toast({ variant: 'destructive', title: 'Quote not saved', description: message ?? 'Please try again.' })
  }

  const onSaveDraft = form.handleSubmit(async (values) => {
    try {
      const q = await save.mutateAsync(values)
      setSaved(q)
      toast({ title: 'Draft Saved', description: `${q.number} is saved as a draft. Only you can see it.` })
      onClose()
      await refresh()
    } catch (error) {
      showSaveError(error)
    }
  })

  const onSend = form.handleSubmit((values) => setConfirming(values))
  const confirmTotal = confirming ? formatMoney(previewQuote(confirming.lineItems, confirming.discount, confirming.taxRate).totalCents, confirming.currency) : ''

  const confirmSend = async () => {
    if (!confirming) return
    let q: Quote
    try {
      q = await save.mutateAsync(confirming)
      setSaved(q)
    } catch (error) {
      setConfirming(undefined)
      showSaveError(error)
      return
    }
    try {
      const sent = await send.mutateAsync(q.id)
      toast({ title: 'Quote Sent', description: `${sent.number} is on its way to ${client}.` })
      onClose()
    } catch (error) {
      setConfirming(undefined)
      toast({ variant: 'destructive', title: 'Quote not sent', description: `${apiErrorMessage(error) ?? 'Please try again.'} ${q.number} is saved as a draft.` })
    }
    await refresh()
  }

  const busy = save.isPending || send.isPending
  const title = saved ? `Edit Quote ${saved.number}` : 'New Quote'

  return (
    <SheetContent className="md:max-w-3xl">
      <FormRoot form={form} onSubmit={(e) => void onSaveDraft(e)} className="flex min-h-0 flex-1 flex-col" aria-label={title}>
        <div className="border-b border-slate-100 px-5 pb-4 pr-16 pt-6 sm:px-7">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="mt-1">
            For {project.title}
            {project.clientName ? ` · ${project.clientName}` : ''}. Drafts stay private until you send them.
          </DialogDescription>
        </div>
        <div className="flex-1 space-y-8 overflow-y-auto px-5 py-6 sm:px-7">
          <div className="grid gap-5 sm:grid-cols-2">
            <CurrencyField />
            <FormField<QuoteValues> name="validUntil" label="Valid until" hint="The client can accept it until the end of this day.">
              {(c) => <Input {...c} {...form.register('validUntil')} type="date" />}
            </FormField>
          </div>
          <LineItems />
          <DiscountTaxTotals />
          <FormField<QuoteValues> name="terms" label={<>Terms <Optional /></>} hint="Payment terms, what is included, what is not.">
            {(c) => <Textarea {...c} {...form.register('terms')} rows={4} maxLength={RULES.quotes.text} className="min-h-[112px]" />}
          </FormField>
          <FormField<QuoteValues> name="notes" label={<>Notes for the client <Optional /></>}>
            {(c) => <Textarea {...c} {...form.register('notes')} rows={3} maxLength={RULES.quotes.text} className="min-h-[88px]" />}
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2.5 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" loading={save.isPending && !confirming}>
            Save Draft
          </Button>
          <Button onClick={(e) => void onSend(e)} disabled={busy && !confirming}>
            <Send aria-hidden="true" />
            Send Quote
          </Button>
        </div>
      </FormRoot>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(o) => (o ? undefined : setConfirming(undefined))}
        variant="primary"
        title={`Send ${saved ? saved.number : 'this quote'} to ${client}?`}
        description={`${client} will get an e-mail with a link to review the quote (${confirmTotal}) in their portal and accept or decline it. A sent quote cannot be edited; revise it to change it.`}
        confirmLabel="Send Quote"
        pending={busy}
        onConfirm={() => void confirmSend()}
      />
    </SheetContent>
  )
}

/**
 * The pieces below are shared with the invoice editor: any form whose values
 * hold `lineItems`, `discount`, `taxRate` and `currency` as a quote's do.
 */

export function CurrencyField() {
  const { register } = useFormContext<QuoteValues>()
  return (
    <FormField<QuoteValues> name="currency" label="Currency">
      {(c) => (
        <Select {...c} {...register('currency')}>
          {CURRENCIES.map((cur) => (
            <option key={cur} value={cur}>
              {cur}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  )
}

/** Discount and tax rate beside the live totals. */
export function DiscountTaxTotals() {
  const { register } = useFormContext<QuoteValues>()
  return (
    <div className="grid gap-6 sm:grid-cols-2 sm:items-start">
      <div className="space-y-5">
        <FormField<QuoteValues> name="discount" label={<>Discount <Optional /></>} hint="An amount, taken off before tax.">
          {(c) => <Input {...c} {...register('discount')} inputMode="decimal" autoComplete="off" placeholder="0.00" />}
        </FormField>
        <FormField<QuoteValues> name="taxRate" label={<>Tax rate (%) <Optional /></>}>
          {(c) => <Input {...c} {...register('taxRate')} inputMode="decimal" autoComplete="off" placeholder="0" />}
        </FormField>
      </div>
      <Totals />
    </div>
  )
}

/** The lines as a table from 640 px; on a phone each line is a small card of its own. */
export function LineItems() {
  const { control, formState, getFieldState } = useFormContext<QuoteValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'lineItems' })
  const listError = getFieldState('lineItems', formState).error
  const listMessage = listError?.message ?? (listError as { root?: { message?: string } } | undefined)?.root?.message
  return (
    <section aria-labelledby="quote-lines" className="space-y-3">
      <h3 id="quote-lines" className="text-base font-semibold text-slate-900">
        Line items
      </h3>
      <div
        aria-hidden="true"
        className="hidden gap-2 border-b border-slate-200 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500 sm:grid sm:grid-cols-[minmax(0,1fr)_5.5rem_8rem_7.5rem_2.75rem]"
      >
        <span>Description</span>
        <span className="text-right">Qty</span>
        <span className="text-right">Unit price</span>
        <span className="text-right">Amount</span>
        <span />
      </div>
      <ol className="space-y-3 sm:space-y-2">
        {fields.map((field, index) => (
          <LineRow key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
        ))}
      </ol>
      <FieldMessage id="quote-lines" error={listMessage} />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => append(emptyLine(), { shouldFocus: true })}
        disabled={fields.length >= MAX_LINES}
      >
        <Plus aria-hidden="true" />
        Add Line
      </Button>
    </section>
  )
}

function LineRow({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { control } = useFormContext<QuoteValues>()
  const [line, currency] = useWatch({ control, name: [`lineItems.${index}`, 'currency'] })
  const amount = previewQuote([line], '', '').lines[0]
  const n = index + 1
  return (
    <li className="rounded-xl border border-slate-200 p-3.5 sm:rounded-none sm:border-0 sm:p-0">
      <p className="mb-2 text-sm font-semibold text-slate-900 sm:hidden" aria-hidden="true">
        Line {n}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_5.5rem_8rem_7.5rem_2.75rem] sm:items-start sm:gap-2">
        <LineInput index={index} field="description" label="Description" className="col-span-2 sm:col-span-1" maxLength={RULES.quotes.description} />
        <LineInput index={index} field="quantity" label="Quantity" inputMode="decimal" numeric />
        <LineInput index={index} field="unitPrice" label="Unit price" inputMode="decimal" numeric placeholder="0.00" />
        <div className="col-span-2 flex items-center justify-between gap-3 border-t border-slate-100 pt-2.5 sm:contents">
          <p className="text-sm sm:flex sm:h-12 sm:items-center sm:justify-end">
            <span className="text-slate-500 sm:sr-only">Line {n} amount </span>
            <span className="ml-2 font-semibold tabular-nums text-slate-900 sm:ml-0" data-line-amount>
              {amount === undefined ? '—' : formatMoney(amount, currency)}
            </span>
          </p>
          <div className="sm:flex sm:h-12 sm:items-center sm:justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              disabled={!onRemove}
              aria-label={`Remove line ${n}`}
              className="px-2.5 text-slate-500 hover:text-danger-700"
            >
              <Trash2 aria-hidden="true" />
              <span className="sm:hidden" aria-hidden="true">
                Remove
              </span>
            </Button>
          </div>
        </div>
      </div>
    </li>
  )
}

function LineInput({
  index,
  field,
  label,
  className,
  numeric,
  ...input
}: {
  index: number
  field: 'description' | 'quantity' | 'unitPrice'
  label: string
  className?: string
  numeric?: boolean
  inputMode?: 'decimal'
  placeholder?: string
  maxLength?: number
}) {
  const { register } = useFormContext<QuoteValues>()
  const name = `lineItems.${index}.${field}` as const
  const { id, error, control } = useFieldState<QuoteValues>(name, `quote-line-${index}-${field}`, undefined)
  return (
    // From 640 px the wrapper steps aside (contents): the input is a cell of the row, its error a row of its own under it.
    <div className={cn(className, 'sm:contents')}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 sm:sr-only">
        <span className="sr-only">Line {index + 1} </span>
        {label}
      </label>
      <Input {...input} {...control} {...register(name)} autoComplete="off" className={numeric ? 'text-right tabular-nums' : undefined} />
      <div className="mt-1.5 empty:hidden sm:order-1 sm:col-span-full sm:mt-0">
        <FieldMessage id={id} error={error} />
      </div>
    </div>
  )
}

/** The totals as the server will compute them, from what is typed now. */
function Totals() {
  const { control } = useFormContext<QuoteValues>()
  const [lines, discount, taxRate, currency] = useWatch({ control, name: ['lineItems', 'discount', 'taxRate', 'currency'] })
  const p = previewQuote(lines, discount, taxRate)
  const row = 'flex items-baseline justify-between gap-4'
  return (
    <dl aria-label="Totals" className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-inset ring-slate-200 sm:p-5">
      <div className={row}>
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="tabular-nums text-slate-900" data-subtotal>
          {formatMoney(p.subtotalCents, currency)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Discount</dt>
        <dd className="tabular-nums text-slate-900">{p.discountCents > 0 ? `−${formatMoney(p.discountCents, currency)}` : formatMoney(0, currency)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Tax{p.taxRateBasisPoints > 0 ? ` (${rateText(p.taxRateBasisPoints)}%)` : ''}</dt>
        <dd className="tabular-nums text-slate-900">{formatMoney(p.taxCents, currency)}</dd>
      </div>
      <div className={`${row} border-t border-slate-200 pt-3`}>
        <dt className="text-base font-semibold text-slate-900">Total</dt>
        <dd className="text-lg font-bold tabular-nums text-slate-900" data-total>
          {formatMoney(p.totalCents, currency)}
        </dd>
      </div>
    </dl>
  )
}
