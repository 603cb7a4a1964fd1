import { Bot, CalendarCheck, Database, Mail, MessageSquareText, PhoneCall, Sparkles, Workflow, type LucideIcon } from 'lucide-react'
import { cn } from '../../lib/utils'
import { coverGradient, coverKind, initials, type CoverKind } from './projectCover'

const ICONS: Record<CoverKind, LucideIcon> = {
  voice: PhoneCall,
  email: Mail,
  message: MessageSquareText,
  calendar: CalendarCheck,
  data: Database,
  chat: Bot,
  automation: Workflow,
  app: Sparkles,
}

interface ProjectCoverProps {
  title: string
  technologies: readonly string[]
  imageUrl?: string
  /** The image's intrinsic size (both are 16:9). */
  width: number
  height: number
  className?: string
}

/**
 * A showcase project's picture, 16:9: its image, or a designed stand-in
 * (its own gradient, the icon of its kind and its initials), never a broken
 * or "no image" mark. Decorative either way: the card's title names it.
 */
export function ProjectCover({ title, technologies, imageUrl, width, height, className }: ProjectCoverProps) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={width} height={height} loading="lazy" className={cn('aspect-video w-full bg-slate-100 object-cover', className)} />
  }
  const kind = coverKind(title, technologies)
  const Icon = ICONS[kind]
  return (
    <div
      aria-hidden="true"
      data-cover="placeholder"
      data-kind={kind}
      className={cn('relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br', coverGradient(title), className)}
    >
      <span className="absolute -bottom-6 -right-2 select-none text-[7rem] font-black leading-none tracking-tighter text-white/[0.07]">
        {initials(title)}
      </span>
      <span className="flex size-16 items-center justify-center rounded-2xl bg-white/10 text-white shadow-lg ring-1 ring-inset ring-white/20 backdrop-blur-sm">
        <Icon className="size-8" strokeWidth={1.75} />
      </span>
    </div>
  )
}
