import type { ReactNode } from 'react'
import { FileUpload } from './FileUpload'
import { formatBytes, LOGO_RULES } from './uploadRules'

/** The spec's words, with the server's limit: "PNG, JPG, SVG, max 2MB". */
export const LOGO_HINT = `PNG, JPG, SVG, max ${formatBytes(LOGO_RULES.maxBytes).replace(' ', '')}`

/** An uploaded logo as the server keeps it: its id goes with a form, its URL shows it. */
export interface LogoFile {
  id: string
  url: string
  name: string
  size: number
}

/** The answer of POST /api/uploads/logo. */
interface LogoAnswer {
  id: string
  url: string
  size: number
  name?: string
}

export const LOGO_ENDPOINT = '/api/uploads/logo'

/** Reads a stored logo value (a draft, an API answer) that may be damaged. */
export function parseLogoFile(raw: unknown): LogoFile | null {
  if (raw === null || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  if (typeof r.id !== 'string' || !/^[0-9a-f]{64}$/.test(r.id)) return null
  if (typeof r.url !== 'string' || !r.url.startsWith('/files/')) return null
  return {
    id: r.id,
    url: r.url,
    name: typeof r.name === 'string' && r.name !== '' ? r.name : 'logo',
    size: typeof r.size === 'number' && r.size >= 0 ? r.size : 0,
  }
}

/** The logo picker of the onboarding wizard and the branding page. */
export function LogoUpload({
  id,
  label = 'Logo',
  hint = LOGO_HINT,
  value,
  onChange,
  error,
  onBusyChange,
  disabled,
}: {
  id: string
  label?: ReactNode
  hint?: ReactNode
  value: LogoFile | null
  onChange: (logo: LogoFile | null) => void
  error?: string
  onBusyChange?: (busy: boolean) => void
  disabled?: boolean
}) {
  return (
    <FileUpload<LogoAnswer>
      id={id}
      label={label}
      hint={hint}
      endpoint={LOGO_ENDPOINT}
      rules={LOGO_RULES}
      value={value}
      preview="image"
      error={error}
      disabled={disabled}
      onBusyChange={onBusyChange}
      onUploaded={(answer, file) =>
        onChange({ id: answer.id, url: answer.url, name: answer.name || file.name, size: answer.size ?? file.size })
      }
      onRemove={() => onChange(null)}
    />
  )
}
