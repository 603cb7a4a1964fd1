import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { keepFocus } from '../../lib/focusReturn'

/**
 * The client area (/c/:token): reached by a link's capability token, never a
 * session, so there is no guard; the page itself reads the token and shows
 * the partner's branding in its own header.
 */
export default function ClientLayout() {
  // A rating sent, a deliverable approved: the keyboard stays near what it pressed.
  useEffect(keepFocus, [])
  return <Outlet />
}
