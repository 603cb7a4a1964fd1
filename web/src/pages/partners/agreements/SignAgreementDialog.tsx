import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applyServerErrors, FormRoot, useRulesForm } from '../../../components/form/form'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../../../components/ui/dialog'
import { toast } from '../../../components/ui/use-toast'
import { apiRequest } from '../../../lib/api'
import { localDay } from '../../../lib/format'
import { checkAgreementSignature, EMPTY_SIGNATURE, SIGN_FIELDS, type SignValues } from './agreementRules'
import { AGREEMENTS_KEY, type AgreementSignature, type AgreementTemplate } from './agreementsApi'
import { MarkdownText } from './MarkdownText'
import { SignatureFields } from './SignatureFields'

/** Read and Sign: the agreement's text, then the signer's typed name and consent. */
export function SignAgreementDialog({ template, onClose }: { template: AgreementTemplate | null; onClose: () => void }) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel="Close agreement" className="sm:max-w-2xl">
        {template ? <SignForm key={template.id} template={template} onDone={onClose} /> : null}
      </SheetContent>
    </Dialog>
  )
}

function SignForm({ template, onDone }: { template: AgreementTemplate; onDone: () => void }) {
  const queryClient = useQueryClient()
  const form = useRulesForm<SignValues>(SIGN_FIELDS, checkAgreementSignature, EMPTY_SIGNATURE, 'onSubmit')
  const sign = useMutation({
    mutationFn: async (values: { name: string; consent: boolean }) => {
      const res = await apiRequest('POST', `/api/partner/agreements/${template.id}/sign`, values)
      return (await res.json()) as AgreementSignature
    },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const signed = await sign.mutateAsync({ name: values.name.trim(), consent: values.consent })
      toast({ title: 'Agreement signed', description: `${signed.title} (version ${signed.version}), signed by ${signed.signerName}.` })
      onDone()
      void queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY })
    } catch (error) {
      const { message, matched } = applyServerErrors(form, error, ['name', 'consent'])
      // 409: a newer version or a signature already there; the list shows which.
      void queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY })
      if (!matched) toast({ variant: 'destructive', title: 'Not signed', description: message ?? 'Please try again.' })
    }
  })

  return (
    <FormRoot form={form} onSubmit={(e) => void onSubmit(e)} className="flex min-h-0 flex-1 flex-col" aria-label={`Sign ${template.title}`}>
      <div className="border-b border-slate-100 px-5 pb-4 pr-16 pt-6 sm:px-7">
        <DialogTitle>{template.title}</DialogTitle>
        <DialogDescription className="mt-1 flex flex-wrap items-center gap-2">
          <span>
            Version {template.version}, published {localDay(template.publishedAt)}
          </span>
          {template.required ? <Badge tone="warning">Required</Badge> : null}
        </DialogDescription>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-6 sm:px-7">
        <MarkdownText source={template.body} />
        <div className="mt-8">
          <SignatureFields consent="I have read and agree to this agreement" />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2.5 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
        <Button variant="secondary" onClick={onDone} disabled={sign.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={sign.isPending}>
          {sign.isPending ? 'Signing...' : 'Sign'}
        </Button>
      </div>
    </FormRoot>
  )
}
