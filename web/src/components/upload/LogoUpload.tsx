import type { ReactNode } from 'react'
import { FileUpload } from './FileUpload'
import type { LogoFile } from './logoFile'
import { formatBytes, LOGO_RULES } from './uploadRules'

/** The spec's words, with the server's limit: "PNG, JPG, SVG, max 2MB". */
export const LOGO_HINT = `PNG, JPG, SVG, max ${formatBytes(LOGO_RULES.maxBytes).replace(' ', '')}`

/** The answer of POST /api/uploads/logo. */
interface LogoAnswer {
  id: string
  url: string
  size: number
  name?: string
}

export { parseLogoFile, type LogoFile } from './logoFile'

export const LOGO_ENDPOINT = '/api/uploads/logo'

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
