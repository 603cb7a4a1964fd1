import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { usdFromCents, usdTickFromCents } from '../../../lib/money'
import type { ChartRow } from '../../../lib/revenueModel'
import { PARTNER_COLOR, PLATFORM_COLOR } from './RevenueChart.colors'


function MonthTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) {
  const row = active ? (payload?.[0]?.payload as ChartRow | undefined) : undefined
  if (!row) return null
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3.5 py-3 text-sm shadow-card-hover">
      <p className="font-semibold text-slate-900">{row.label}</p>
      <dl className="mt-1.5 grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 tabular-nums">
        <dt className="text-slate-600">Gross</dt>
        <dd className="text-right font-semibold text-slate-900">{usdFromCents(row.gross)}</dd>
        <dt className="flex items-center gap-1.5 text-slate-600">
          <span className="size-2.5 rounded-sm" style={{ background: PARTNER_COLOR }} />
          Your share
        </dt>
        <dd className="text-right text-slate-900">{usdFromCents(row.partner)}</dd>
        <dt className="flex items-center gap-1.5 text-slate-600">
          <span className="size-2.5 rounded-sm" style={{ background: PLATFORM_COLOR }} />
          Platform
        </dt>
        <dd className="text-right text-slate-900">{usdFromCents(row.platform)}</dd>
      </dl>
    </div>
  )
}

/**
 * Monthly revenue as stacked bars: the partner's share and the platform's
 * add up to the month's gross. Values stay in cents; only the labels format
 * them. Its own chunk (React.lazy): recharts loads with this view only.
 * The caller names and describes it (role="img"); the SVG itself is drawing.
 */
export default function RevenueChart({ rows }: { rows: ChartRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false} barCategoryGap="22%">
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="tick" tickLine={false} axisLine={{ stroke: '#cbd5e1' }} tick={{ fill: '#64748b', fontSize: 12 }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis tickFormatter={(v: number) => usdTickFromCents(v)} tickLine={false} axisLine={false} tick={{ fill: '#64748b', fontSize: 12 }} width={56} allowDecimals={false} />
        <Tooltip content={(props) => <MonthTooltip active={props.active} payload={props.payload} />} cursor={{ fill: 'rgb(148 163 184 / 0.12)' }} />
        <Bar dataKey="partner" name="Your share" stackId="split" fill={PARTNER_COLOR} isAnimationActive={false} />
        <Bar dataKey="platform" name="Platform share" stackId="split" fill={PLATFORM_COLOR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}
