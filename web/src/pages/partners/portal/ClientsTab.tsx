import { useMutation, useQuery } from '@tanstack/react-query'
import { Building2, Copy, Link2, Mail, Phone, Plus, ShieldAlert, ShieldCheck, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { toast } from '../../../components/ui/use-toast'
import { LoadError } from '../../../components/ui/error-panel'
import { apiErrorMessage, getJSON } from '../../../lib/api'
import { clientStatus, initials, linkIsActive, portalLink, sharedSummary } from '../rules/clientRules'
import { localDay } from '../../../lib/format'
import { keys, LIVE_REFRESH_MS, send, type Client, type ClientLink, type Project } from './api'
import { copyText } from '../../../lib/clipboard'
import { copyPortalLink } from './clipboard'
import { ManageAccessDialog } from './ManageAccessDialog'
import { NewClientDialog } from './NewClientDialog'
import { EmptyState, ListSkeleton, TabHeader } from './parts'
import { UnsharedLinkDialog } from './UnsharedLinkDialog'
import { useRefreshPartnerData } from './useInvalidate'

export default function ClientsTab() {
  const [creating, setCreating] = useState(false)
  // Manage Access for a client, on one of their links (the newest by default).
  const [managing, setManaging] = useState<{ client: Client; linkId?: number } | undefined>()
  const clients = useQuery({ queryKey: keys.clients, queryFn: ({ signal }) => getJSON<Client[]>('/api/clients', signal) })
  // Links change when clients open them (last access) or staff turn a partner off.
  const links = useQuery({
    queryKey: keys.links,
    queryFn: ({ signal }) => getJSON<ClientLink[]>('/api/client-links', signal),
    refetchInterval: LIVE_REFRESH_MS,
  })
  const projects = useQuery({ queryKey: keys.projects('all'), queryFn: ({ signal }) => getJSON<Project[]>('/api/partner-projects', signal) })
  const linksOf = (clientId: number) =>
    (links.data ?? []).filter((l) => l.clientId === clientId).sort((a, b) => b.createdAt.localeCompare(a.createdAt))

  return (
    <div className="space-y-6">
      <TabHeader
        title="Clients"
        description="Your clients and the private portal links that show them their projects."
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" />
            New Client
          </Button>
        }
      />
      {clients.isError || links.isError || projects.isError ? (
        <LoadError
          what="your clients"
          onRetry={() => {
            void clients.refetch()
            void links.refetch()
            void projects.refetch()
          }}
          retrying={clients.isFetching || links.isFetching || projects.isFetching}
        />
      ) : !clients.data || !links.data ? (
        <ListSkeleton />
      ) : clients.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No Clients Yet"
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Add Your First Client
            </Button>
          }
        >
          Add a client, then give them a private portal link to follow their projects.
        </EmptyState>
      ) : (
        <ul aria-label="Clients" className="space-y-4">
          {clients.data.map((client) => (
            <li key={client.id}>
              <ClientCard
                client={client}
                links={linksOf(client.id)}
                projects={projects.data ?? []}
                onManage={(linkId) => setManaging({ client, linkId })}
              />
            </li>
          ))}
        </ul>
      )}
      <NewClientDialog open={creating} onOpenChange={setCreating} />
      {/* Opened once the projects are known: its ticks are kept against them. */}
      <ManageAccessDialog
        client={projects.data ? managing?.client : undefined}
        initialLinkId={managing?.linkId}
        links={managing ? linksOf(managing.client.id) : []}
        projects={projects.data ?? []}
        onClose={() => setManaging(undefined)}
      />
    </div>
  )
}

function ClientCard({ client, links, projects, onManage }: {
  client: Client
  links: ClientLink[]
  projects: Project[]
  onManage: (linkId?: number) => void
}) {
  const refresh = useRefreshPartnerData()
  const status = clientStatus(client.status)
  // A link that shares nothing waits here for the partner's choice before it is copied.
  const [unshared, setUnshared] = useState<ClientLink | undefined>()
  const copy = async (link: ClientLink, title: string) => {
    const copied = await copyText(portalLink(window.location.origin, link.token))
    const shared = sharedSummary(link.allowedProjectIds, projects)
    if (copied) toast({ title, description: `${shared}. The link is copied to your clipboard.` })
    else toast({ variant: 'destructive', title: 'Copy Failed', description: 'Could not copy to clipboard' })
  }
  // The server shares the client's projects by default; the partner narrows it in Manage Access.
  const generate = useMutation({
    mutationFn: () => send<ClientLink>('POST', '/api/client-links', { clientId: client.id, expiresAt: null }),
    onSuccess: async (link) => {
      await refresh()
      if (link.allowedProjectIds.length === 0) setUnshared(link)
      else await copy(link, 'Portal Link Generated')
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: apiErrorMessage(error) ?? 'Failed to generate client link' }),
  })

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-4">
          <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-[15px] font-bold text-brand-700">
            {initials(client.name)}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="truncate text-lg font-semibold text-slate-900">{client.name}</h3>
              <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status}</Badge>
            </div>
            <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <span className="truncate">{client.email}</span>
            </p>
            {client.company ? (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span className="truncate">{client.company}</span>
              </p>
            ) : null}
            {client.phone ? (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {client.phone}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button size="sm" onClick={() => generate.mutate()} loading={generate.isPending}>
            {generate.isPending ? null : <Link2 aria-hidden="true" />}
            Generate Portal Link
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onManage()} disabled={links.length === 0} title={links.length === 0 ? 'Generate a portal link first' : undefined}>
            <ShieldCheck aria-hidden="true" />
            Manage Access
          </Button>
        </div>
      </div>
      {links.length > 0 ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h4 className="text-sm font-semibold text-slate-900">Portal links</h4>
          <ul className="mt-3 space-y-3">
            {links.map((link) => (
              <LinkRow key={link.id} link={link} onCopyUnshared={() => setUnshared(link)} />
            ))}
          </ul>
        </div>
      ) : null}
      <UnsharedLinkDialog
        client={client}
        link={unshared}
        onClose={() => setUnshared(undefined)}
        onManage={(link) => {
          setUnshared(undefined)
          onManage(link.id)
        }}
        onCopy={(link) => {
          setUnshared(undefined)
          void copy(link, 'Copied!')
        }}
      />
    </Card>
  )
}

function LinkRow({ link, onCopyUnshared }: { link: ClientLink; onCopyUnshared: () => void }) {
  const url = portalLink(window.location.origin, link.token)
  const active = linkIsActive(link)
  const shared = link.allowedProjectIds.length
  return (
    <li className="rounded-xl bg-slate-50 p-3.5 ring-1 ring-inset ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <Badge tone={active ? 'success' : 'neutral'} className="px-2 py-0.5">
            {active ? 'Active' : 'Inactive'}
          </Badge>
          <span>Created {localDay(link.createdAt)}</span>
          <span>{link.expiresAt ? `Expires ${localDay(link.expiresAt)}` : 'Never expires'}</span>
          {shared > 0 ? (
            <span>
              {shared} project{shared === 1 ? '' : 's'}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
              <ShieldAlert aria-hidden="true" className="size-3.5" />
              No projects shared
            </span>
          )}
          {link.lastAccessedAt ? <span>Last opened {localDay(link.lastAccessedAt)}</span> : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => (shared > 0 ? void copyPortalLink(url) : onCopyUnshared())}>
          <Copy aria-hidden="true" />
          Copy Link
        </Button>
      </div>
      <p className="mt-2 break-all font-mono text-xs text-slate-700">{url}</p>
    </li>
  )
}
