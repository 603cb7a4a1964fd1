import { render, screen, within } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { Toaster } from './toaster'
import { toast } from './use-toast'

/** Raises a toast as it is put on the page, before the effects of its commit run. */
function RaisesOnCommit({ title }: { title: string }) {
  useLayoutEffect(() => {
    toast({ variant: 'destructive', title })
  }, [title])
  return null
}

describe('Toaster', () => {
  it('shows a toast raised in the same commit that puts the toaster on the page (a form sent while the page hydrates)', async () => {
    render(
      <>
        <Toaster />
        <RaisesOnCommit title="Please enter your name" />
      </>,
    )
    const region = await screen.findByRole('region', { name: /Notifications/ })
    expect(await within(region).findByText('Please enter your name')).toBeInTheDocument()
  })
})
