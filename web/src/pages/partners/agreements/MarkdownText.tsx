import { useMemo } from 'react'
import { parseBlocks, type Block, type Span } from '../../../lib/markdownBlocks'
import { cn } from '../../../lib/utils'

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
const TAGS: HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6']

const HEADING_CLASSES = ['text-lg font-semibold', 'text-base font-semibold', 'text-[15px] font-semibold', 'text-[15px] font-semibold']

function Spans({ spans }: { spans: Span[] }) {
  return (
    <>
      {spans.map((s, i) =>
        s.kind === 'strong' ? (
          <strong key={i} className="font-semibold text-slate-900">
            {s.text}
          </strong>
        ) : s.kind === 'em' ? (
          <em key={i}>{s.text}</em>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  )
}

function BlockView({ block, topLevel, shallowest }: { block: Block; topLevel: number; shallowest: number }) {
  switch (block.kind) {
    case 'heading': {
      const depth = block.level - shallowest
      const Tag = TAGS[Math.min(topLevel - 2 + depth, TAGS.length - 1)] ?? 'h6'
      return (
        <Tag className={cn('mt-6 text-slate-900 first:mt-0', HEADING_CLASSES[Math.min(depth, HEADING_CLASSES.length - 1)])}>
          <Spans spans={block.spans} />
        </Tag>
      )
    }
    case 'paragraph':
      return (
        <p className="mt-3 first:mt-0">
          <Spans spans={block.spans} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={cn('mt-3 space-y-1.5 pl-6 first:mt-0', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Spans spans={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'rule':
      return <hr className="my-5 border-slate-200" />
  }
}

/**
 * Markdown drawn as React elements (lib/markdownBlocks): headings, paragraphs
 * and lists, never HTML. The text's shallowest heading (`#`, or `##` in a text
 * that has no `#`) becomes `topLevel` (h3 under a dialog's h2), the next the
 * level under it, so the page's headings never skip a level.
 */
export function MarkdownText({ source, topLevel = 3, className }: { source: string; topLevel?: 3 | 4; className?: string }) {
  const blocks = useMemo(() => parseBlocks(source), [source])
  const shallowest = Math.min(...blocks.map((b) => (b.kind === 'heading' ? b.level : 6)))
  return (
    <div className={cn('text-[15px] leading-relaxed text-slate-700', className)}>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} topLevel={topLevel} shallowest={shallowest} />
      ))}
    </div>
  )
}
