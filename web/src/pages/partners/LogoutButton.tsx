import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { logout, PARTNER_KEY } from '../../lib/partnerSession'

/** Ends the session on the server and lands on /partners/login, whatever the answer (spec section 7). */
export function LogoutButton() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const onClick = async () => {
    if (pending) return
    setPending(true)
    await logout()
    queryClient.removeQueries({ queryKey: PARTNER_KEY })
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' })
    void navigate('/partners/login', { replace: true })
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void onClick()} loading={pending} aria-label="Logout">
      {pending ? null : <LogOut aria-hidden="true" />}
      <span className="hidden sm:inline">Logout</span>
    </Button>
  )
}
