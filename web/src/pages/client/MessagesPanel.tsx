import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MessageSquare, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, apiFieldErrors, apiRequest } from '../../lib/api'
import { RULES } from '../../lib/rules'
import { cn } from '../../lib/utils'
import { brandButtonStyle, portalKey, portalUrl, type PortalView } from '../../lib/clientPortalModel'
import { formatMoment } from './portalDates'

const MAX = RULES.partners.text

/** The conversation with the partner, oldest first, and a reply box. */
export function MessagesPanel({ token, view }: { token: string; view: PortalView }) {
  const queryClient = useQueryClient()
  const fieldId = useId()
  const listRef = useRef<HTMLOListElement>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const messages = view.messages
  const count = messages.length

  // Keep the newest message in view as the thread grows.
  useEffect(() => {
    const el = listRef.current
    if (el) el.scrollTop = el.scrollHeight
  }, [count])

  const send = useMutation({
    mutationFn: (message: string) => apiRequest('POST', `${portalUrl(token)}/messages`, { message }),
    onSuccess: async () => {
      setText('')
      await queryClient.invalidateQueries({ queryKey: portalKey(token) })
      toast({ title: 'Message sent', description: `${view.partner.company} will see it in their portal.` })
    },
    onError: (err) => {
      const field = apiFieldErrors(err).message
      if (field) setError(field)
      else toast({ variant: 'destructive', title: 'Message not sent', description: apiErrorMessage(err) ?? 'Please try again.' })
    },
  })

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    const message = text.trim()
    if (!message) {
      setError('Please write a message.')
      return
    }
    if (message.length > MAX) {
      setError(`Please keep this under ${MAX} characters.`)
      return
    }
    setError(undefined)
    send.mutate(message)
  }

  return (
    <section aria-labelledby="portal-messages" className="overflow-hidden rounded-card border border-slate-200/80 bg-white shadow-card lg:sticky lg:top-6">
      <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4">
        <MessageSquare aria-hidden="true" className="size-5 text-[var(--brand-text)]" />
        <h2 id="portal-messages" className="text-lg font-bold tracking-tight text-slate-900">
          Messages
        </h2>
      </div>
      {count === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">No messages yet. Write to {view.partner.company} below.</p>
      ) : (
        <ol ref={listRef} aria-label="Conversation" tabIndex={0} className="max-h-[420px] space-y-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--brand)]">
          {messages.map((m) => {
            const mine = m.direction === 'inbound'
            return (
              <li key={m.id} data-message-id={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                <div
                  className={cn(
                    'max-w-[88%] rounded-2xl px-3.5 py-2.5 text-[15px] leading-relaxed',
                    mine ? 'rounded-br-md bg-[var(--brand)] text-[var(--brand-ink)]' : 'rounded-bl-md bg-slate-100 text-slate-900',
                  )}
                >
                  {m.subject ? <p className="font-semibold">{m.subject}</p> : null}
                  <p className="whitespace-pre-line break-words">{m.message}</p>
                </div>
                <p className="mt-1 px-1 text-xs text-slate-500">
                  {mine ? 'You' : m.senderName || view.partner.company} · <time dateTime={m.createdAt}>{formatMoment(m.createdAt)}</time>
                </p>
              </li>
            )
          })}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate className="border-t border-slate-100 p-4">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          Reply to {view.partner.company}
        </label>
        <Textarea
          id={fieldId}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError(undefined)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) onSubmit(e)
          }}
          invalid={!!error}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          maxLength={MAX}
          rows={3}
          placeholder="Write your message"
          className="mt-2 min-h-[96px] text-[15px]"
        />
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex justify-end">
          <Button type="submit" size="sm" loading={send.isPending} style={brandButtonStyle} className="hover:brightness-95">
            {send.isPending ? null : <Send aria-hidden="true" />}
            Send Message
          </Button>
        </div>
      </form>
    </section>
  )
}
