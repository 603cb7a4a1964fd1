import { useMutation } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { useMemo } from 'react'
import type { Path } from 'react-hook-form'
import { applyServerErrors, FormField, FormRoot } from '../../../../components/form/form'
import { useSchemaForm } from '../../../../components/form/useSchemaForm'
import { Button } from '../../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../../components/ui/dialog'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { toast } from '../../../../components/ui/use-toast'
import { RULES } from '../../../../lib/rules'
import { Optional } from '../fields'
import { CurrencyField, DiscountTaxTotals, LineItems, type QuoteProject } from '../quotes/QuoteEditor'
import { formatMoney } from '../quotes/quoteMath'
import { useRefreshPartnerData } from '../useInvalidate'
import { emptyInvoice, invoiceFieldFor, invoicePayload, invoiceSchema, type InvoiceValues } from './invoiceForm'
import { createInvoice } from './invoicesApi'

export interface InvoiceProject extends QuoteProject {
  milestones: { id: number; title: string }[]
}

/**
 * New Invoice: an invoice of its own lines (the quote editor's), for a
 * milestone of the project or none, in a wide side sheet. Issuing it e-mails
 * the client; its lines are frozen from then on.
 */
export function InvoiceEditor({ open, onOpenChange, project }: { open: boolean; onOpenChange: (open: boolean) => void; project: InvoiceProject }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <EditorBody project={project} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function EditorBody({ project, onClose }: { project: InvoiceProject; onClose: () => void }) {
  const schema = useMemo(() => invoiceSchema(), [])
  const form = useSchemaForm(schema, emptyInvoice(), 'onSubmit')
  const refresh = useRefreshPartnerData()
  const client = project.clientName.trim() || 'your client'
  const issue = useMutation({ mutationFn: (values: InvoiceValues) => createInvoice(project.id, invoicePayload(values)) })
  const { register } = form

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const v = await issue.mutateAsync(values)
      toast({ title: 'Invoice Created', description: `${v.number} for ${formatMoney(v.totalCents, v.currency)} is on its way to ${client}.` })
      onClose()
      await refresh()
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, (f) => invoiceFieldFor(f) as Path<InvoiceValues> | undefined)
      if (!matched) toast({ variant: 'destructive', title: 'Invoice not created', description: message ?? 'Please try again.' })
    }
  })

  return (
    <SheetContent className="md:max-w-3xl">
      <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="flex min-h-0 flex-1 flex-col" aria-label="New Invoice">
        <div className="border-b border-slate-100 px-5 pb-4 pr-16 pt-6 sm:px-7">
          <DialogTitle>New Invoice</DialogTitle>
          <DialogDescription className="mt-1">
            For {project.title}
            {project.clientName ? ` · ${project.clientName}` : ''}. {client} gets an e-mail with a link to it; its lines cannot change once issued.
          </DialogDescription>
        </div>
        <div className="flex-1 space-y-8 overflow-y-auto px-5 py-6 sm:px-7">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField<InvoiceValues> name="milestoneId" label={<>Milestone <Optional /></>}>
              {(c) => (
                <Select {...c} {...register('milestoneId')}>
                  <option value="">No milestone</option>
                  {project.milestones.map((m) => (
                    <option key={m.id} value={String(m.id)}>
                      {m.title}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField<InvoiceValues> name="dueDate" label="Due date" hint="The client is reminded a day and a week after it.">
              {(c) => <Input {...c} {...register('dueDate')} type="date" />}
            </FormField>
            <CurrencyField />
            <FormField<InvoiceValues> name="paymentLink" label={<>Payment link <Optional /></>} hint="An https:// payment page, such as a Stripe Payment Link.">
              {(c) => <Input {...c} {...register('paymentLink')} type="url" inputMode="url" autoComplete="off" placeholder="https://" />}
            </FormField>
          </div>
          <LineItems />
          <DiscountTaxTotals />
          <FormField<InvoiceValues> name="terms" label={<>Terms <Optional /></>} hint="Payment terms, such as bank details or late fees.">
            {(c) => <Textarea {...c} {...register('terms')} rows={4} maxLength={RULES.quotes.text} className="min-h-[112px]" />}
          </FormField>
          <FormField<InvoiceValues> name="notes" label={<>Notes for the client <Optional /></>}>
            {(c) => <Textarea {...c} {...register('notes')} rows={3} maxLength={RULES.quotes.text} className="min-h-[88px]" />}
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2.5 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
          <Button variant="secondary" onClick={onClose} disabled={issue.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={issue.isPending}>
            {issue.isPending ? null : <ReceiptText aria-hidden="true" />}
            Issue Invoice
          </Button>
        </div>
      </FormRoot>
    </SheetContent>
  )
}
