import { useMutation } from '@tanstack/react-query'
import { ArrowRight, RotateCcw } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiErrorMessage, apiRequest } from '../../lib/api'
import { siteConfig } from '../../lib/siteConfig'
import { BookingEmbed } from '../../components/BookingEmbed'

/**
 * Step 2: the strategy-call scheduler, then 'I've Booked My Call - Continue',
 * which marks the call booked with the submission's token.
 */
export function BookCallStep({
  id,
  bookingToken,
  onBooked,
  onStartOver,
}: {
  id: number
  bookingToken: string
  onBooked: () => void
  onStartOver: () => void
}) {
  const { booking } = siteConfig()
  const mutation = useMutation({
    mutationFn: () => apiRequest('PUT', `/api/live-session-projects/${id}/calendar-booked`, { token: bookingToken }),
  })
  const gone = mutation.error instanceof ApiError && mutation.error.status === 404

  const confirm = async () => {
    if (mutation.isPending) return
    try {
      await mutation.mutateAsync()
      onBooked()
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not continue',
        description: apiErrorMessage(error) ?? 'Please check your connection and try again.',
      })
    }
  }

  return (
    <div className="animate-step-in grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-14">
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Step 2 of 3</p>
        <h2 tabIndex={-1} data-step-heading className="focus:outline-none mt-3 text-3xl font-bold tracking-tight">Book your strategy call</h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          Your project is in. Pick a time for a short call: we agree the scope, the must-have features and which session
          fits, so the live build delivers something you can use.
        </p>
        <p className="mt-4 leading-relaxed text-slate-600">Once you have booked, come back here and continue.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          <Button size="lg" onClick={() => void confirm()} loading={mutation.isPending}>
            I&apos;ve Booked My Call - Continue
            <ArrowRight aria-hidden="true" />
          </Button>
          {gone ? (
            <Button size="lg" variant="secondary" onClick={onStartOver}>
              <RotateCcw aria-hidden="true" />
              Submit Again
            </Button>
          ) : null}
        </div>
      </div>
      <BookingEmbed src={booking.liveCall} title="Book your live build strategy call" />
    </div>
  )
}
