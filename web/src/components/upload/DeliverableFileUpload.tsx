import { FileUpload } from './FileUpload'
import { uploadFile } from './uploadRequest'
import { DOCUMENT_RULES, formatBytes } from './uploadRules'

/** Where a deliverable's file is sent (POST) and read back by its partner (GET). */
export const deliverableFileUrl = (deliverableId: number) => `/api/partner/deliverables/${deliverableId}/file`

/** The spec's deliverable file, in words, with the server's limit. */
export const DELIVERABLE_FILE_HINT = `PDF, Office, text, image, MP4 or ZIP, max ${formatBytes(DOCUMENT_RULES.maxBytes).replace(' ', '')}. The file replaces the deliverable's link.`

/**
 * Attaches a file to a deliverable outside the widget (a script, a test):
 * resolves with the server's answer, the project with its deliverables.
 */
export function uploadDeliverableFile<T>(deliverableId: number, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  return uploadFile<T>(deliverableFileUrl(deliverableId), file, {
    maxBytes: DOCUMENT_RULES.maxBytes,
    typeLabel: DOCUMENT_RULES.typeLabel,
    onProgress,
  })
}

/**
 * The file of one deliverable: picked or dropped, sent at once with its
 * progress, and shown by name once stored. The server keeps one file per
 * deliverable, so a new upload replaces it (there is no Remove).
 */
export function DeliverableFileUpload<T>({
  deliverableId,
  fileName,
  hasFile,
  onUploaded,
  disabled,
}: {
  deliverableId: number
  fileName?: string
  hasFile: boolean
  /** The server's answer (the project) after a successful upload. */
  onUploaded: (project: T, file: File) => void
  disabled?: boolean
}) {
  return (
    <FileUpload<T>
      id={`deliverable-${deliverableId}-file`}
      label="File"
      hint={DELIVERABLE_FILE_HINT}
      endpoint={deliverableFileUrl(deliverableId)}
      rules={DOCUMENT_RULES}
      value={hasFile ? { name: fileName || 'Attached file', size: 0 } : null}
      onUploaded={onUploaded}
      preview="file"
      disabled={disabled}
    />
  )
}
