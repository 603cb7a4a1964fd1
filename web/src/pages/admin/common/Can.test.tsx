import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OWNER_ACCESS, VIEWER_ACCESS } from '../../../test/testUtils'
import { StaffAccessContext, type StaffAccess } from '../adminApi'
import { Can, useCan } from './Can'

function Probe() {
  const can = useCan()
  return <p>{can('manage') ? 'may manage' : 'reads only'}</p>
}

function renderAs(access: StaffAccess) {
  return render(
    <StaffAccessContext.Provider value={access}>
      <Probe />
      <Can permission="settings" fallback={<span>no settings</span>}>
        <button type="button">Save</button>
      </Can>
    </StaffAccessContext.Provider>,
  )
}

describe('what a role may change', () => {
  it('shows an owner the controls', () => {
    renderAs(OWNER_ACCESS)
    expect(screen.getByText('may manage')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
  })

  it('leaves them out for a viewer, with the fallback when given', () => {
    renderAs(VIEWER_ACCESS)
    expect(screen.getByText('reads only')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('no settings')).toBeInTheDocument()
  })
})
