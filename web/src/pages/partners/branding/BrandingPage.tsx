import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, RotateCcw, Save } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { applyServerErrors, FormField, FormRoot } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { LogoUpload, type LogoFile } from '../../../components/upload/LogoUpload'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/error-panel'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { apiFieldErrors, apiRequest } from '../../../lib/api'
import { RULES } from '../../../lib/rules'
import { PARTNER_KEY } from '../../../lib/partnerSession'
import { BrandPreview } from './BrandPreview'
import {
  BRANDING_FIELDS,
  brandingPayload,
  brandingSchema,
  brandingValues,
  COLOR_FIELDS,
  DEFAULT_COLORS,
  previewColor,
  type Branding,
} from './brandingRules'
import { ColorField } from './ColorField'

const BRANDING_KEY = [...PARTNER_KEY, 'branding'] as const

async function fetchBranding(): Promise<Branding> {
  const res = await apiRequest('GET', '/api/partner/branding')
  return (await res.json()) as Branding
}

function logoOf(b: Branding): LogoFile | null {
  return b.logoId && b.logoUrl ? { id: b.logoId, url: b.logoUrl, name: 'Current logo', size: 0 } : null
}

/** /partners/branding (the portal's Branding Tools): the name, logo and colours clients see. */
export default function BrandingPage() {
  const query = useQuery({ queryKey: BRANDING_KEY, queryFn: fetchBranding, staleTime: 0 })
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8 sm:px-8 sm:py-10">
      <Link
        to="/partners/portal"
        className="inline-flex items-center gap-2 rounded-lg text-[15px] font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Portal
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Branding Tools</h1>
      <p className="mt-1 max-w-2xl text-[15px] text-slate-600">
        Your company name, logo and colours on every client portal. Changes show to your clients as soon as you save.
      </p>
      {query.data ? (
        <BrandingForm branding={query.data} />
      ) : query.isError ? (
        <LoadError what="your branding" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} className="mt-8 max-w-md" />
      ) : (
        <div role="status" aria-label="Loading your branding" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="h-[560px] animate-pulse rounded-card bg-slate-200/70" />
          <div className="h-80 animate-pulse rounded-card bg-slate-200/70" />
        </div>
      )}
    </div>
  )
}

function BrandingForm({ branding }: { branding: Branding }) {
  const queryClient = useQueryClient()
  const form = useSchemaForm(brandingSchema, brandingValues(branding))
  const [logo, setLogo] = useState<LogoFile | null>(() => logoOf(branding))
  const [logoError, setLogoError] = useState<string>()
  const [logoBusy, setLogoBusy] = useState(false)
  const [savedLogoId, setSavedLogoId] = useState(branding.logoId)
  const values = form.watch()

  const mutation = useMutation({
    mutationFn: async (body: ReturnType<typeof brandingPayload>) => {
      const res = await apiRequest('PUT', '/api/partner/branding', body)
      return (await res.json()) as Branding
    },
  })

  const onSubmit = form.handleSubmit(async (v) => {
    if (mutation.isPending || logoBusy) return
    setLogoError(undefined)
    try {
      const saved = await mutation.mutateAsync(brandingPayload(v, logo?.id))
      queryClient.setQueryData(BRANDING_KEY, saved)
      form.reset(brandingValues(saved))
      setSavedLogoId(saved.logoId)
      if (!saved.logoId) setLogo(null)
      toast({ title: 'Branding Saved', description: 'Your client portals show the new look now.' })
    } catch (error) {
      const logoMessage = apiFieldErrors(error).logoId
      if (logoMessage) setLogoError(logoMessage)
      const { message } = applyServerErrors(form, error, BRANDING_FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to save branding' })
    }
  })

  const changed = form.formState.isDirty || (logo?.id ?? '') !== savedLogoId

  const resetColors = () => {
    for (const f of COLOR_FIELDS) form.setValue(f, DEFAULT_COLORS[f], { shouldDirty: true, shouldValidate: true })
  }

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
      <FormRoot
        form={form}
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Branding"
        className="space-y-8 rounded-card border border-slate-200/80 bg-white p-5 shadow-card sm:p-8"
      >
        <section aria-labelledby="brand-identity" className="space-y-6">
          <h2 id="brand-identity" className="text-lg font-semibold">
            Identity
          </h2>
          <FormField<typeof values> name="companyName" label="Company name" id="brand-companyName" hint="The name on your client portals.">
            {({ invalid, ...c }) => (
              <Input {...c} invalid={invalid} autoComplete="organization" maxLength={RULES.partners.company} {...form.register('companyName')} />
            )}
          </FormField>
          <LogoUpload
            id="brand-logo"
            value={logo}
            onChange={(l) => {
              setLogo(l)
              setLogoError(undefined)
            }}
            error={logoError}
            onBusyChange={setLogoBusy}
          />
        </section>

        <section aria-labelledby="brand-colours" className="space-y-6 border-t border-slate-100 pt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="brand-colours" className="text-lg font-semibold">
              Colours
            </h2>
            <Button variant="ghost" size="sm" onClick={resetColors}>
              <RotateCcw aria-hidden="true" />
              Use the Default Colours
            </Button>
          </div>
          <div className="grid gap-6 sm:grid-cols-3">
            {COLOR_FIELDS.map((f) => (
              <ColorField key={f} name={f} />
            ))}
          </div>
        </section>

        <section aria-labelledby="brand-contact" className="space-y-6 border-t border-slate-100 pt-8">
          <h2 id="brand-contact" className="text-lg font-semibold">
            Support contact
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField<typeof values> name="supportEmail" label="Support email" id="brand-supportEmail">
              {({ invalid, ...c }) => (
                <Input
                  {...c}
                  invalid={invalid}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  placeholder="help@yourbusiness.com"
                  {...form.register('supportEmail')}
                />
              )}
            </FormField>
            <FormField<typeof values> name="phoneNumber" label="Support phone" id="brand-phoneNumber">
              {({ invalid, ...c }) => (
                <Input
                  {...c}
                  invalid={invalid}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="+1 512 555 0100"
                  {...form.register('phoneNumber')}
                />
              )}
            </FormField>
          </div>
        </section>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500" aria-live="polite">
            {logoBusy ? 'Waiting for your logo to finish uploading.' : changed ? 'You have unsaved changes.' : 'All changes saved.'}
          </p>
          <Button type="submit" loading={mutation.isPending} disabled={logoBusy} className="sm:min-w-40">
            {mutation.isPending ? null : <Save aria-hidden="true" />}
            {mutation.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </FormRoot>

      <aside aria-labelledby="brand-preview" className="lg:sticky lg:top-24">
        <h2 id="brand-preview" className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-600">
          Preview
        </h2>
        <BrandPreview
          brand={{
            companyName: values.companyName,
            logoUrl: logo?.url,
            primary: previewColor(values.primaryColor, 'primaryColor'),
            secondary: previewColor(values.secondaryColor, 'secondaryColor'),
            accent: previewColor(values.accentColor, 'accentColor'),
            supportEmail: values.supportEmail,
            phoneNumber: values.phoneNumber,
          }}
        />
      </aside>
    </div>
  )
}
