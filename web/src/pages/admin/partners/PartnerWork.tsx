import { FolderKanban, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Progress } from '../../../components/ui/progress'
import { formatCents, formatDay, PROJECT_STATUS_LABELS, type PartnerClient, type PartnerProject } from './partnerModel'
import { Section } from './states'

function Nothing({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600 [&_svg]:size-4 [&_svg]:text-slate-400">
      {icon}
      {text}
    </p>
  )
}

export function ProjectsSection({ projects }: { projects: PartnerProject[] }) {
  return (
    <Section title={`Projects (${projects.length})`}>
      {projects.length === 0 ? (
        <Nothing icon={<FolderKanban aria-hidden="true" />} text="No projects yet." />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {projects.map((p) => (
            <li key={p.id} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 font-semibold break-words text-slate-900">{p.title}</p>
                <span className="text-[13px] font-medium text-slate-600">{PROJECT_STATUS_LABELS[p.status] ?? p.status}</span>
              </div>
              <p className="mt-0.5 text-[13px] text-slate-600">
                {p.clientName} · {formatCents(p.valueCents)}
                {p.dueDate ? ` · due ${formatDay(p.dueDate)}` : ''}
              </p>
              <div className="mt-2 flex items-center gap-3">
                <Progress value={p.progress} aria-label={`${p.title} progress`} className="h-1.5 flex-1" />
                <span className="w-10 text-right text-[13px] tabular-nums text-slate-600">{p.progress}%</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

export function ClientsSection({ clients }: { clients: PartnerClient[] }) {
  return (
    <Section title={`Clients (${clients.length})`}>
      {clients.length === 0 ? (
        <Nothing icon={<Users aria-hidden="true" />} text="No clients yet." />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {clients.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{c.name}</p>
                <p className="text-[13px] break-all text-slate-600">
                  {c.email}
                  {c.company ? ` · ${c.company}` : ''}
                </p>
              </div>
              <span className="text-[13px] font-medium capitalize text-slate-600">{c.status || 'active'}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
