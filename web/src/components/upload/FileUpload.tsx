import { CircleAlert, FileText, ImageUp, LoaderCircle, Trash2, Upload, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'
import { Progress } from '../ui/progress'
import { isAbort, UploadError, uploadFile } from './uploadRequest'
import { acceptAttribute, formatBytes, precheckFile, type UploadRules } from './uploadRules'

/** The file a widget holds once the server has it. */
export interface UploadedFile {
  name: string
  size: number
  /** Where the server serves it (an image preview reads it). */
  url?: string
}

export interface FileUploadProps<T> {
  /** The file input's id; the visible label names it. */
  id: string
  label: ReactNode
  /** Accepted types and sizes, in words, under the drop zone. */
  hint: ReactNode
  endpoint: string
  rules: UploadRules
  /** The uploaded file, or null (the parent owns it, so a draft can keep it). */
  value: UploadedFile | null
  /** The server took the file: its answer and the file as picked. */
  onUploaded: (answer: T, file: File) => void
  /** Remove the uploaded file; without it there is no Remove button. */
  onRemove?: () => void
  /** image: a preview of the uploaded image; file: its name and size. */
  preview?: 'image' | 'file'
  /** An error from elsewhere (the form's server answer) shown like the widget's own. */
  error?: string
  /** Told when an upload starts and ends, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void
  disabled?: boolean
  className?: string
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; name: string; size: number; fraction: number }

/**
 * A file picker and drop zone that uploads at once with a real progress bar,
 * checks type and size first with the server's limits, shows the server's
 * 413/415 words when it refuses, and previews what was stored. The input
 * itself stays in the tab order (visually hidden), so the keyboard and
 * screen readers use the browser's own file picker.
 */
export function FileUpload<T>({
  id,
  label,
  hint,
  endpoint,
  rules,
  value,
  onUploaded,
  onRemove,
  preview = 'file',
  error: outsideError,
  onBusyChange,
  disabled,
  className,
}: FileUploadProps<T>) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [ownError, setOwnError] = useState<string>()
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const controller = useRef<AbortController | undefined>(undefined)
  const busyChange = useRef(onBusyChange)
  useEffect(() => {
    busyChange.current = onBusyChange
  }, [onBusyChange])
  const labelId = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  // An upload still running when the widget goes away is cancelled.
  useEffect(() => () => controller.current?.abort(), [])

  const uploading = phase.kind === 'uploading'
  const error = ownError ?? outsideError

  const start = async (file: File) => {
    const refusal = precheckFile(file, rules)
    if (refusal) {
      setOwnError(refusal)
      setAnnouncement('')
      return
    }
    controller.current?.abort()
    const ctrl = new AbortController()
    controller.current = ctrl
    setOwnError(undefined)
    setPhase({ kind: 'uploading', name: file.name, size: file.size, fraction: 0 })
    setAnnouncement(`Uploading ${file.name}.`)
    busyChange.current?.(true)
    try {
      const answer = await uploadFile<T>(endpoint, file, {
        maxBytes: rules.maxBytes,
        typeLabel: rules.typeLabel,
        signal: ctrl.signal,
        onProgress: (fraction) =>
          setPhase((p) => (p.kind === 'uploading' && p.name === file.name ? { ...p, fraction } : p)),
      })
      if (ctrl.signal.aborted) return
      setAnnouncement(`${file.name} uploaded.`)
      onUploaded(answer, file)
    } catch (e) {
      if (isAbort(e)) {
        setAnnouncement('Upload cancelled.')
      } else {
        setOwnError(e instanceof UploadError ? e.message : 'The upload failed. Please try again.')
        setAnnouncement('')
      }
    } finally {
      if (controller.current === ctrl) {
        controller.current = undefined
        setPhase({ kind: 'idle' })
        busyChange.current?.(false)
      }
    }
  }

  const pick = (files: FileList | null) => {
    const file = files?.[0]
    if (file) void start(file)
    // The same file may be picked again after a fix or a Remove.
    if (input.current) input.current.value = ''
  }

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault()
    setDragging(false)
    if (disabled || uploading) return
    pick(e.dataTransfer.files)
  }

  const onDragOver = (e: DragEvent<HTMLElement>) => {
    e.preventDefault()
    if (!disabled && !uploading) setDragging(true)
  }

  const remove = () => {
    setOwnError(undefined)
    setAnnouncement('File removed.')
    onRemove?.()
    requestAnimationFrame(() => input.current?.focus())
  }

  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(' ')
  const Icon = preview === 'image' ? ImageUp : Upload

  return (
    <div className={cn('space-y-2', className)}>
      <label id={labelId} htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>

      {value && !uploading ? (
        <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-slate-50/70 p-3 sm:p-4">
          {preview === 'image' && value.url ? (
            <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
              <img src={value.url} alt={`Preview of ${value.name}`} width={64} height={64} className="size-full object-contain p-1" />
            </span>
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-[15px] font-semibold text-slate-900" title={value.name}>
              {value.name}
            </p>
            <p className="text-sm text-slate-500">{value.size > 0 ? `${formatBytes(value.size)} · ` : ''}Uploaded</p>
          </div>
          <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
            <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={disabled}>
              Replace
            </Button>
            {onRemove ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={remove}
                disabled={disabled}
                aria-label={`Remove ${value.name}`}
                className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {/* The input stays in the page for Replace; it is the drop zone's control when nothing is uploaded. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptAttribute(rules)}
        className="peer sr-only"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled || uploading}
        tabIndex={value && !uploading ? -1 : 0}
        onChange={(e) => pick(e.target.files)}
      />

      {uploading ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50/50 p-4">
          <div className="flex items-center gap-3">
            <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-600" />
            <p className="min-w-0 flex-1 truncate text-[15px] font-medium text-slate-900">{phase.name}</p>
            <span className="shrink-0 text-sm tabular-nums text-slate-600">{Math.round(phase.fraction * 100)}%</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => controller.current?.abort()}
              aria-label={`Cancel the upload of ${phase.name}`}
              className="-my-1 size-9 px-0"
            >
              <X aria-hidden="true" />
            </Button>
          </div>
          <Progress
            value={Math.round(phase.fraction * 100)}
            aria-label={`Uploading ${phase.name}`}
            className="mt-3 h-2"
            indicatorClassName="bg-brand-600 duration-200"
          />
          <p className="mt-2 text-xs text-slate-500">{formatBytes(phase.size)}</p>
        </div>
      ) : null}

      {!value && !uploading ? (
        <label
          htmlFor={id}
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-7 text-center transition-colors duration-150',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/40',
            error && !dragging ? 'border-danger-400' : undefined,
            disabled ? 'cursor-not-allowed opacity-60' : undefined,
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-600 shadow-xs ring-1 ring-slate-200">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="text-[15px] text-slate-700">
            <span className="font-semibold text-brand-700 underline underline-offset-4">Choose a file</span> or drag it here
          </span>
        </label>
      ) : null}

      {error ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-sm text-slate-500">
        {hint}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
