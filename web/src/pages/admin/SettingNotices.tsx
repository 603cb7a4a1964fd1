import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { getJSON } from '../../lib/api'
import { ADMIN_KEY } from './adminApi'

interface Notice {
  id: string
  title: string
  text: string
}

/**
 * Settings whose absence quietly breaks a promise the site makes (no staff
 * address, no payment webhook secret), shown above every tab until they are
 * set (GET /api/admin/notices).
 */
export function SettingNotices() {
  const query = useQuery({
    queryKey: [...ADMIN_KEY, 'notices'],
    queryFn: ({ signal }) => getJSON<{ notices: Notice[] }>('/api/admin/notices', signal),
  })
  const notices = query.data?.notices ?? []
  if (notices.length === 0) return null
  return (
    <ul aria-label="Settings to fix" className="mt-6 space-y-3">
      {notices.map((n) => (
        <li key={n.id} data-notice={n.id} className="flex gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 sm:p-5">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="min-w-0 text-[15px] text-amber-900">
            <p className="font-semibold">{n.title}</p>
            <p className="mt-1 text-amber-900/90">{n.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
