import { useMutation } from '@tanstack/react-query'
import { Ban, Banknote, ReceiptText } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { applyServerErrors, fieldsFor, type AnyForm } from '../../../../components/form/form'
import { useSchemaForm } from '../../../../components/form/useSchemaForm'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { FormDialogContent } from '../../../../components/ui/form-frames'
import { toast } from '../../../../components/ui/use-toast'
import { Optional } from '../fields'
import { formatMoney } from '../quotes/quoteMath'
import type { Quote } from '../quotes/quotesApi'
import { useRefreshPartnerData } from '../useInvalidate'
import {
  emptyPayment,
  emptyQuoteInvoice,
  MAX_PAYMENT_NOTE,
  MAX_VOID_REASON,
  paymentPayload,
  paymentSchema,
  quoteInvoicePayload,
  quoteInvoiceSchema,
  voidSchema,
  type PaymentValues,
  type QuoteInvoiceValues,
  type VoidValues,
} from './invoiceForm'
import { invoiceQuote, recordInvoicePayment, voidInvoice, type Invoice } from './invoicesApi'

/** The small dialogs of invoices: record a payment, void, invoice an accepted quote. Each form is drawn only while open. */

interface DialogProps<T> {
  /** What the dialog is for; closed without it. */
  target: T | undefined
  onClose: () => void
}

function Frame<T>({ target, onClose, children }: DialogProps<T> & { children: (t: T) => ReactNode }) {
  return (
    <Dialog open={target !== undefined} onOpenChange={(o) => (o ? undefined : onClose())}>
      {target !== undefined ? children(target) : null}
    </Dialog>
  )
}

/** The failure of a submit: under its field when the server names one, else a toast. */
function showFailure<T extends FieldValues>(title: string, form: AnyForm<T>, error: unknown, fields: readonly string[]) {
  const { message, matched } = applyServerErrors(form, error, fields)
  if (!matched) toast({ variant: 'destructive', title, description: message ?? 'Please try again.' })
}

const PaymentFields = fieldsFor<PaymentValues>()

export function RecordPaymentDialog(props: DialogProps<Invoice>) {
  return <Frame {...props}>{(v) => <PaymentForm key={v.id} invoice={v} onClose={props.onClose} />}</Frame>
}

function PaymentForm({ invoice: v, onClose }: { invoice: Invoice; onClose: () => void }) {
  const schema = useMemo(() => paymentSchema(v.balanceCents, v.currency), [v.balanceCents, v.currency])
  const form = useSchemaForm(schema, emptyPayment(), 'onSubmit')
  const refresh = useRefreshPartnerData()
  const fail = (error: unknown, fields: readonly string[]) => showFailure('Payment not recorded', form, error, fields)
  const pay = useMutation({ mutationFn: (values: PaymentValues) => recordInvoicePayment(v.id, paymentPayload(values)) })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const after = await pay.mutateAsync(values)
      toast({
        title: 'Payment Recorded',
        description:
          after.status === 'paid'
            ? `${after.number} is paid in full.`
            : `${formatMoney(after.paidCents, after.currency)} paid; ${formatMoney(after.balanceCents, after.currency)} still due on ${after.number}.`,
      })
      onClose()
      await refresh()
    } catch (error) {
      fail(error, ['amount', 'receivedAt', 'note'])
      void refresh()
    }
  })
  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title={`Record Payment for ${v.number}`}
      description={
        <>
          {formatMoney(v.balanceCents, v.currency)} of {formatMoney(v.totalCents, v.currency)} still due. Each payment is also your income on the Revenue
          Dashboard.
        </>
      }
      submit={
        <Button type="submit" loading={pay.isPending}>
          {pay.isPending ? null : <Banknote aria-hidden="true" />}
          Record Payment
        </Button>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PaymentFields.TextField
          name="amount"
          label={`Amount (${v.currency})`}
          hint={`At most ${formatMoney(v.balanceCents, v.currency)}.`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
        />
        <PaymentFields.TextField name="receivedAt" label="Received on" type="date" />
      </div>
      <PaymentFields.TextField
        name="note"
        label={
          <>
            Note <Optional />
          </>
        }
        hint="Such as the bank transfer's reference."
        maxLength={MAX_PAYMENT_NOTE}
        autoComplete="off"
      />
    </FormDialogContent>
  )
}

const VoidFields = fieldsFor<VoidValues>()

export function VoidInvoiceDialog(props: DialogProps<Invoice> & { client: string }) {
  return <Frame {...props}>{(v) => <VoidForm key={v.id} invoice={v} client={props.client} onClose={props.onClose} />}</Frame>
}

function VoidForm({ invoice: v, client, onClose }: { invoice: Invoice; client: string; onClose: () => void }) {
  const form = useSchemaForm(voidSchema, { reason: '' }, 'onSubmit')
  const refresh = useRefreshPartnerData()
  const fail = (error: unknown, fields: readonly string[]) => showFailure('Invoice not voided', form, error, fields)
  const run = useMutation({ mutationFn: (values: VoidValues) => voidInvoice(v.id, values.reason.trim()) })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const after = await run.mutateAsync(values)
      toast({ title: 'Invoice Voided', description: `${after.number} no longer stands. ${client} sees why in their portal.` })
      onClose()
      await refresh()
    } catch (error) {
      fail(error, ['reason'])
      void refresh()
    }
  })
  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title={`Void ${v.number}?`}
      description={`The invoice of ${formatMoney(v.totalCents, v.currency)} stops standing; it cannot be paid or opened again. ${client} sees it as void, with your reason.`}
      submit={
        <Button type="submit" variant="destructive" loading={run.isPending}>
          {run.isPending ? null : <Ban aria-hidden="true" />}
          Void Invoice
        </Button>
      }
    >
      <VoidFields.TextareaField name="reason" label="Reason (the client sees it)" rows={3} maxLength={MAX_VOID_REASON} />
    </FormDialogContent>
  )
}

const QuoteInvoiceFields = fieldsFor<QuoteInvoiceValues>()

/** Create Invoice of an accepted quote: its lines and totals, with a due date and a payment link. */
export function QuoteInvoiceDialog(props: DialogProps<Quote> & { client: string }) {
  return <Frame {...props}>{(q) => <QuoteInvoiceForm key={q.id} quote={q} client={props.client} onClose={props.onClose} />}</Frame>
}

function QuoteInvoiceForm({ quote: q, client, onClose }: { quote: Quote; client: string; onClose: () => void }) {
  const schema = useMemo(() => quoteInvoiceSchema(), [])
  const form = useSchemaForm(schema, emptyQuoteInvoice(), 'onSubmit')
  const refresh = useRefreshPartnerData()
  const fail = (error: unknown, fields: readonly string[]) => showFailure('Invoice not created', form, error, fields)
  const run = useMutation({ mutationFn: (values: QuoteInvoiceValues) => invoiceQuote(q.id, quoteInvoicePayload(values)) })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const v = await run.mutateAsync(values)
      toast({ title: 'Invoice Created', description: `${v.number} for ${formatMoney(v.totalCents, v.currency)} is on its way to ${client}.` })
      onClose()
      await refresh()
    } catch (error) {
      fail(error, ['dueDate', 'paymentLink'])
    }
  })
  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title={`Create Invoice from ${q.number}`}
      description={`An invoice of the quote's lines, ${formatMoney(q.totalCents, q.currency)} in all. ${client} gets an e-mail with a link to it in their portal.`}
      submit={
        <Button type="submit" loading={run.isPending}>
          {run.isPending ? null : <ReceiptText aria-hidden="true" />}
          Create Invoice
        </Button>
      }
    >
      <QuoteInvoiceFields.TextField name="dueDate" label="Due date" type="date" />
      <QuoteInvoiceFields.TextField
        name="paymentLink"
        label={
          <>
            Payment link <Optional />
          </>
        }
        hint="An https:// payment page, such as a Stripe Payment Link. The client gets a Pay Now button."
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
      />
    </FormDialogContent>
  )
}
