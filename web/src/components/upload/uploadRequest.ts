import { formatBytes } from './uploadRules'

/** A refused or failed upload, with a message fit to show as it is. */
export class UploadError extends Error {
  /** The HTTP status, or 0 when the request never got an answer. */
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'UploadError'
    this.status = status
  }
}

/** What the server's JSON error answer may hold. */
function serverMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text)
    if (body === null || typeof body !== 'object') return undefined
    const { message, fields } = body as { message?: unknown; fields?: unknown }
    const field = fields !== null && typeof fields === 'object' ? (fields as Record<string, unknown>).file : undefined
    if (typeof field === 'string' && field !== '') return field
    return typeof message === 'string' && message !== '' ? message : undefined
  } catch {
    return undefined
  }
}

/**
 * The message for a failed answer: the server's own words when it sent JSON
 * (413 and 415 name the limit and the accepted types), else a plain one for
 * the status, so that a proxy's HTML page never reaches the screen.
 */
export function uploadErrorMessage(status: number, body: string, maxBytes: number, typeLabel: string): string {
  const own = serverMessage(body)
  if (own) return own
  switch (status) {
    case 0:
      return 'The upload did not reach the server. Check your connection and try again.'
    case 401:
      return 'Your session has ended. Sign in again, then upload the file.'
    case 413:
      return `The file is larger than ${formatBytes(maxBytes)}. Choose a smaller one.`
    case 415:
      return `This type of file is not accepted. Choose a ${typeLabel}.`
    case 429:
      return 'Too many uploads from your network. Please try again later.'
    default:
      return 'The upload failed. Please try again.'
  }
}

export interface UploadOptions {
  maxBytes: number
  typeLabel: string
  /** Called as bytes go out: a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** The multipart field; the server reads "file". */
  field?: string
}

/**
 * Sends one file as multipart/form-data with XMLHttpRequest, which (unlike
 * fetch) reports upload progress. Resolves with the parsed JSON answer;
 * rejects with UploadError, or a DOMException named AbortError when the
 * signal aborts it.
 */
export function uploadFile<T>(url: string, file: File, options: UploadOptions): Promise<T> {
  const { maxBytes, typeLabel, onProgress, signal, field = 'file' } = options
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total))
    }
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)
    xhr.onload = () => {
      done()
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : ''
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress?.(1)
          resolve(JSON.parse(text) as T)
        } catch {
          reject(new UploadError(xhr.status, 'The server answered in a way we did not expect. Please try again.'))
        }
        return
      }
      reject(new UploadError(xhr.status, uploadErrorMessage(xhr.status, text, maxBytes, typeLabel)))
    }
    xhr.onerror = () => {
      done()
      reject(new UploadError(0, uploadErrorMessage(0, '', maxBytes, typeLabel)))
    }
    xhr.onabort = () => {
      done()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    }
    const body = new FormData()
    body.append(field, file, file.name)
    xhr.send(body)
  })
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
