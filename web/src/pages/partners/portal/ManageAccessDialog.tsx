import { useMutation } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { applyServerErrors, FormField, FormCheckboxField } from '../../../components/form/form'
import { useSchemaForm } from '../../../components/form/useSchemaForm'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Dialog } from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { FormDialogContent } from '../../../components/ui/form-frames'
import { accessPayload, accessSchema, clientProjects, dayOf, type AccessFormValues } from '../rules/clientRules'
import { localDay } from '../../../lib/format'
import { send, type Client, type ClientLink, type Project } from './api'
import { Select } from '../../../components/ui/select'
import { ProjectStatusBadge } from './parts'
import { useRefreshPartnerData } from './useInvalidate'

/**
 * Manage Access: which projects a client's link shows, until when, and
 * whether it works at all (off stops it at once on the server).
 */
export function ManageAccessDialog({ client, initialLinkId, links, projects, onClose }: {
  client: Client | undefined
  /** The link to open on (the newest when absent). */
  initialLinkId?: number
  links: ClientLink[]
  projects: Project[]
  onClose: () => void
}) {
  return (
    <Dialog open={client !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {client && links.length > 0 ? (
        <AccessForm key={client.id} client={client} initialLinkId={initialLinkId} links={links} projects={projects} onClose={onClose} />
      ) : null}
    </Dialog>
  )
}

function AccessForm({ client, initialLinkId, links, projects, onClose }: {
  client: Client
  initialLinkId?: number
  links: ClientLink[]
  projects: Project[]
  onClose: () => void
}) {
  const [linkId, setLinkId] = useState(initialLinkId ?? links[0]?.id ?? 0)
  const link = links.find((l) => l.id === linkId) ?? links[0]
  const uid = useId()
  if (!link) return null
  const selector =
    links.length > 1 ? (
      <div className="space-y-2">
        <label htmlFor={`${uid}-link`} className="block text-sm font-medium text-slate-900">
          Portal link
        </label>
        <Select id={`${uid}-link`} value={link.id} onChange={(e) => setLinkId(Number(e.target.value))}>
          {links.map((l, i) => (
            <option key={l.id} value={l.id}>
              Link {links.length - i}, created {localDay(l.createdAt)}
              {l.active ? '' : ' (inactive)'}
            </option>
          ))}
        </Select>
      </div>
    ) : null
  // Keyed by link: switching links loads that link's settings; a refetch does not reset edits.
  return <LinkAccessForm key={link.id} client={client} link={link} projects={projects} onClose={onClose} selector={selector} />
}

function LinkAccessForm({ client, link, projects, onClose, selector }: {
  client: Client
  link: ClientLink
  projects: Project[]
  onClose: () => void
  selector: React.ReactNode
}) {
  const [current] = useState(() => dayOf(link.expiresAt))
  const schema = useMemo(() => accessSchema(current), [current])
  // This client's projects only: the server refuses any other, and drops
  // another client's project a link stored before that rule.
  const offered = clientProjects(projects, client.id)
  const form = useSchemaForm(
    schema,
    { allowedProjectIds: link.allowedProjectIds.filter((id) => offered.some((p) => p.id === id)), expiresOn: current, active: link.active },
    'onSubmit',
  )
  const refresh = useRefreshPartnerData()
  const uid = useId()
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => send<ClientLink>('PATCH', `/api/client-links/${link.id}`, body),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ ...accessPayload(values, current), active: values.active })
      toast({ title: 'Access Updated', description: `${client.name}'s portal link is saved.` })
      await refresh()
      onClose()
    } catch (error) {
      const { message } = applyServerErrors(form, error, ['allowedProjectIds', 'expiresAt', 'active'])
      toast({ variant: 'destructive', title: 'Error', description: message ?? 'Failed to update access' })
    }
  })

  return (
    <FormDialogContent
      form={form}
      onSubmit={(e) => void onSubmit(e)}
      title="Manage Access"
      description={`Choose what ${client.name} sees through their portal link.`}
      submit={
        <Button type="submit" loading={mutation.isPending}>
          Save Access
        </Button>
      }
    >
      {selector}

      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{client.name}'s projects the link shows</legend>
        {offered.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            {client.name} has no projects yet. Create one for them in the Projects tab, then share it here.
          </p>
        ) : (
          <Controller
            control={form.control}
            name="allowedProjectIds"
            render={({ field }) => (
              <>
                <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
                  {offered.map((p) => {
                    const id = `${uid}-p${p.id}`
                    const checked = field.value.includes(p.id)
                    return (
                      <li key={p.id} className="flex items-center gap-3 px-3.5 py-3">
                        <Checkbox
                          id={id}
                          checked={checked}
                          onCheckedChange={(v) => field.onChange(v === true ? [...field.value, p.id] : field.value.filter((x) => x !== p.id))}
                        />
                        <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                          {p.title}
                        </label>
                        <ProjectStatusBadge status={p.status} />
                      </li>
                    )
                  })}
                </ul>
                {field.value.length === 0 ? (
                  <p role="status" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-amber-800">
                    <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    With no project ticked, {client.name} sees an empty portal.
                  </p>
                ) : null}
              </>
            )}
          />
        )}
      </fieldset>

      <FormField<AccessFormValues> name="expiresOn" label="Expires on" hint="Leave empty for a link that never expires.">
        {(c) => (
          <div className="flex gap-2">
            <Input {...c} {...form.register('expiresOn')} type="date" className="flex-1" />
            <Button variant="secondary" onClick={() => form.setValue('expiresOn', '', { shouldDirty: true, shouldValidate: true })}>
              Clear
            </Button>
          </div>
        )}
      </FormField>

      <FormCheckboxField<AccessFormValues>
        name="active"
        id={`${uid}-active`}
        label="Link active"
        hint="Turn it off to stop the link at once; turn it on again to reactivate it."
      />
    </FormDialogContent>
  )
}
