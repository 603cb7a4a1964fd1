import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { cn } from '../../lib/utils'
import { ADMIN_KEY, logout, useStaffAccess, type SignedInStaff } from './adminApi'
import { Avatar } from './common/Avatar'
import { displayName, roleLabel } from './team/teamModel'

/** Where a signed-in person's own account (two-factor sign-in, sessions) is. */
export const ACCOUNT_PATH = '/admin/account'

function LogoutButton() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const onClick = async () => {
    if (pending) return
    setPending(true)
    try {
      await logout()
      queryClient.removeQueries({ queryKey: ADMIN_KEY })
      toast({ title: 'Logged out' })
      void navigate('/admin/login', { replace: true })
    } catch {
      toast({ variant: 'destructive', title: 'Logout failed', description: 'There was an error logging out' })
      setPending(false)
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void onClick()} loading={pending}>
      {pending ? null : <LogOut aria-hidden="true" />}
      Logout
    </Button>
  )
}

/**
 * Who is signed in, beside Logout: name (or e-mail) and role, the initials
 * alone on phones; a link to their account.
 */
function AccountLink({ staff }: { staff: SignedInStaff }) {
  const who = displayName(staff)
  const here = useLocation().pathname === ACCOUNT_PATH
  return (
    <div className="flex min-w-0 items-center sm:border-r sm:border-slate-200 sm:pr-2">
      <Link
        to={ACCOUNT_PATH}
        aria-current={here ? 'page' : undefined}
        title={`Your account: ${who} (${staff.email})`}
        className={cn(
          'flex min-w-0 items-center gap-2.5 rounded-full text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:rounded-xl sm:p-1 sm:pr-2.5 sm:hover:bg-slate-100',
          here ? 'sm:bg-slate-100' : undefined,
        )}
      >
        <Avatar name={who} size="md" />
        <span className="sr-only leading-tight sm:not-sr-only sm:min-w-0">
          <span className="sr-only">Your account, signed in as </span>
          <span className="block max-w-[14rem] truncate text-sm font-semibold text-slate-900">{who}</span>
          <span className="sr-only">, </span>
          <span className="block text-xs font-medium text-slate-600">{roleLabel(staff.role)}</span>
        </span>
      </Link>
    </div>
  )
}

/** The staff app bar's actions on every signed-in page: the person (a link to their account) and Logout. */
export function StaffHeaderActions() {
  const { staff } = useStaffAccess()
  return (
    <>
      <AccountLink staff={staff} />
      <LogoutButton />
    </>
  )
}
