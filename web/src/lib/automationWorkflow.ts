/**
 * An app's workflow as the partner edits it (docs/api.md, Automation runs):
 * JSON text in and out, its syntax checked here, and the server's
 * `workflow.steps.N.field` verdicts as lines a person can act on.
 */

/** The step types a workflow may hold, with what each does, for the editor's reference. */
export const STEP_TYPES: { type: string; fields: string; does: string }[] = [
  { type: 'agent', fields: 'agentId, input', does: "Calls one of your agents with its inputs; its answer is the step's output." },
  { type: 'http', fields: 'method, url, headers, body', does: 'Calls an https:// address on the public internet; {{steps.name.status}} is its answer code.' },
  { type: 'branch', fields: 'if {value, op, text}, then, else', does: 'Goes to one step or another (or "end"). op: equals, not_equals, contains, not_contains, empty, not_empty.' },
  { type: 'email', fields: 'to, subject, message', does: 'Sends an e-mail to "partner" (you) or one of your clients\u2019 addresses.' },
  { type: 'portal_message', fields: 'client, subject, message', does: "Posts a message in a client's portal (client: the client's id)." },
  { type: 'wait', fields: 'seconds', does: 'Pauses the run for 1 to 3600 seconds, then carries on.' },
]

/** A two-step example: an agent drafts, then the draft is e-mailed to the partner. */
export function exampleWorkflow(agentId = 1): { steps: Record<string, unknown>[] } {
  return {
    steps: [
      { name: 'draft', type: 'agent', agentId, input: { client_name: '{{input.client_name}}' } },
      { name: 'notify', type: 'email', to: 'partner', subject: 'Draft for {{input.client_name}}', message: '{{steps.draft.output}}' },
    ],
  }
}

/** A workflow as the editor shows it: pretty-printed, two spaces; an empty one as a starting shape. */
export function workflowText(workflow: unknown): string {
  const w = workflow && typeof workflow === 'object' && Object.keys(workflow).length > 0 ? workflow : { steps: [] }
  return JSON.stringify(w, null, 2)
}

export type ParsedWorkflow = { ok: true; workflow: Record<string, unknown> } | { ok: false; message: string }

/** Line and column (from 1) of a character's offset in a text. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 }
}

/** The editor's text read as a workflow: a JSON object with a steps list, or what is wrong with it, with where. */
export function parseWorkflow(text: string): ParsedWorkflow {
  if (text.trim() === '') return { ok: false, message: 'Enter the workflow as JSON: {"steps": [ ... ]}.' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    const raw = e instanceof Error ? e.message : ''
    const lc = /line (\d+) column (\d+)/.exec(raw)
    const pos = /position (\d+)/.exec(raw)
    const where = lc ? { line: Number(lc[1]), column: Number(lc[2]) } : pos ? lineColumn(text, Number(pos[1])) : lineColumn(text, text.length)
    return { ok: false, message: `This is not valid JSON (line ${where.line}, column ${where.column}): check for a missing comma, quote or bracket.` }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: 'The workflow is one JSON object: {"steps": [ ... ]}.' }
  if (!Array.isArray((value as { steps?: unknown }).steps)) return { ok: false, message: 'The workflow needs a "steps" list: {"steps": [ ... ]}.' }
  return { ok: true, workflow: value as Record<string, unknown> }
}

/** Whether two workflows are the same JSON (key order aside). */
export function sameWorkflow(a: unknown, b: unknown): boolean {
  const canon = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)).map(([k, x]) => [k, canon(x)])) : v
  return JSON.stringify(canon(a ?? {})) === JSON.stringify(canon(b ?? {}))
}

export interface WorkflowProblem {
  key: string
  text: string
}

/**
 * The server's verdicts on a workflow (fields named `workflow.steps.N.field`)
 * as lines, in step order: "Step 3 (lookup), url: Enter a full https:// address."
 * The step's number counts from 1; its name comes from the workflow sent.
 */
export function workflowProblems(fields: Record<string, string>, workflow: unknown): WorkflowProblem[] {
  const steps = workflow && typeof workflow === 'object' ? (workflow as { steps?: unknown }).steps : undefined
  const list = Array.isArray(steps) ? steps : []
  const out: { key: string; text: string; order: [number, string] }[] = []
  for (const [key, message] of Object.entries(fields)) {
    if (key !== 'workflow' && !key.startsWith('workflow.')) continue
    const m = /^workflow\.steps\.(\d+)\.(.+)$/.exec(key)
    if (m) {
      const i = Number(m[1])
      const step = list[i] as { name?: unknown } | undefined
      const name = step && typeof step.name === 'string' && step.name !== '' ? ` (${step.name})` : ''
      out.push({ key, text: `Step ${i + 1}${name}, ${m[2]}: ${message}`, order: [i, m[2] ?? ''] })
    } else {
      const rest = key.slice('workflow.'.length)
      out.push({ key, text: rest && key !== 'workflow' ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}: ${message}` : message, order: [-1, rest] })
    }
  }
  return out.sort((a, b) => a.order[0] - b.order[0] || a.order[1].localeCompare(b.order[1])).map(({ key, text }) => ({ key, text }))
}
