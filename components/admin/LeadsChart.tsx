import Link from 'next/link'
import type { Payload, PayloadRequest, Where } from 'payload'

import { CHART_KINDS, leadsPerWeek, median, niceMax, spokenDuration, topCounts } from '@/lib/leads/chart'
import { hasRole } from '@/lib/cms/access'
import { takenPlaces } from '@/lib/events/booking'
import { placesLeft } from '@/lib/events/slots'

const WEEKS = 12
const COLORS: Record<(typeof CHART_KINDS)[number], string> = {
  inquiry: '#C9A96E',
  information: '#7FA7C4',
  brochure: '#A98BC4',
  configuration: '#D07F6E',
  contact: '#7FBF95',
  appointment: '#E0C873',
}
const LABELS: Record<(typeof CHART_KINDS)[number], string> = {
  inquiry: 'Inquiry',
  information: 'Yacht information',
  brochure: 'Brochure',
  configuration: 'WAMA 26 quote',
  contact: 'CMS contact',
  appointment: 'Booking',
}

const short = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

async function leadFigures(payload: Payload) {
  const now = new Date().toISOString()
  const since = new Date(Date.now() - WEEKS * 7 * 86_400_000).toISOString()
  return Promise.all([
    payload.find({
      collection: 'leads',
      where: { and: [{ createdAt: { greater_than_equal: since } }, { spam: { not_equals: true } }] },
      select: {
        createdAt: true,
        kind: true,
        country: true,
        yacht: true,
        interest: true,
        utm: true,
        first_response_at: true,
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.count({ collection: 'leads', where: { delivery_status: { equals: 'failed' } }, overrideAccess: true }),
    payload.count({ collection: 'leads', where: { delivery_status: { equals: 'pending' } }, overrideAccess: true }),
    payload.count({ collection: 'leads', where: overdue(now), overrideAccess: true }),
    payload.count({
      collection: 'crm-deliveries',
      where: { status: { in: ['retrying', 'failed'] } },
      overrideAccess: true,
    }),
    bookingsPerEvent(payload),
  ])
}

/** Each event still to come: its places taken and its places in all. */
async function bookingsPerEvent(payload: Payload): Promise<Array<[string, string]>> {
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const { docs } = await payload.find({
    collection: 'events',
    where: { ends_on: { greater_than_equal: today.toISOString() } },
    sort: 'starts_on',
    select: { title: true, slots: true },
    locale: 'en',
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  const slotsOf = (event: (typeof docs)[number]) =>
    (event.slots ?? []).flatMap((s) => (s.id ? [{ ...s, id: s.id }] : []))
  const taken = await takenPlaces(
    payload,
    docs.flatMap((e) => slotsOf(e).map((s) => s.id)),
  )
  return docs.map((event) => {
    const slots = slotsOf(event)
    const places = slots.reduce((sum, s) => sum + s.capacity, 0)
    const booked = slots.reduce((sum, s) => sum + s.capacity - placesLeft(s, taken.get(s.id)), 0)
    return [event.title, `${booked} of ${places}`]
  })
}

/** New, not spam, its first answer due before now: what the list's "awaiting an answer" link shows first. */
const overdue = (now: string): Where => ({
  and: [
    { status: { equals: 'new' } },
    { spam: { not_equals: true } },
    { erased_at: { exists: false } },
    { respond_by: { less_than: now } },
  ],
})

const sourceOf = (utm: unknown) =>
  utm && typeof utm === 'object' && 'utm_source' in utm && typeof utm.utm_source === 'string' ? utm.utm_source : null

function Breakdown({ title, rows }: { title: string; rows: ReadonlyArray<[string, number | string]> }) {
  return (
    <table style={{ borderCollapse: 'collapse', minWidth: 200, flex: '1 1 200px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{title}</caption>
      <tbody>
        {rows.map(([name, n]) => (
          <tr key={name} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '4px 8px 4px 0' }}>
              {name}
            </th>
            <td style={{ textAlign: 'right', padding: '4px 0' }}>{n}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type Week = ReturnType<typeof leadsPerWeek>[number]

/**
 * One drawing of the bars. Its text scales with the drawing, so a phone gets a narrower one of its own,
 * where the figures keep a readable size (the stylesheet shows one drawing or the other).
 */
function Bars({
  weeks,
  max,
  W,
  H,
  labelEvery,
  id,
}: {
  weeks: Week[]
  max: number
  W: number
  H: number
  labelEvery: number
  id: string
}) {
  const pad = { top: 16, right: 8, bottom: 28, left: 32 }
  const plotW = W - pad.left - pad.right
  const plotH = H - pad.top - pad.bottom
  const slot = plotW / WEEKS
  const barW = Math.min(36, slot * 0.6)
  const y = (v: number) => pad.top + plotH - (v / max) * plotH
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`leads-chart-title ${id}-desc`}
      className={id}
      style={{ width: '100%', maxWidth: W, height: 'auto', margin: 'calc(var(--base) / 2) 0' }}
    >
      <desc id={`${id}-desc`}>
        Stacked bars, one per week starting {short(weeks[0]?.week ?? '')}:{' '}
        {weeks.map((w) => `${short(w.week)} ${w.total}`).join(', ')}.
      </desc>
      {[0, max / 2, max].map((v) => (
        <g key={v}>
          <line x1={pad.left} x2={W - pad.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.15} />
          <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11} fill="currentColor" fillOpacity={0.7}>
            {Number.isInteger(v) ? v : v.toFixed(1)}
          </text>
        </g>
      ))}
      {weeks.map((w, i) => {
        const x = pad.left + i * slot + (slot - barW) / 2
        let top = pad.top + plotH
        return (
          <g key={w.week}>
            {CHART_KINDS.map((kind) => {
              const n = w.counts[kind]
              if (!n) return null
              const h = (n / max) * plotH
              top -= h
              return (
                <rect key={kind} x={x} y={top} width={barW} height={h} fill={COLORS[kind]}>
                  <title>{`${LABELS[kind]}: ${n} (week of ${short(w.week)})`}</title>
                </rect>
              )
            })}
            {w.total > 0 && (
              <text x={x + barW / 2} y={y(w.total) - 4} textAnchor="middle" fontSize={11} fill="currentColor">
                {w.total}
              </text>
            )}
            {/* Counted from the last week, which is always labelled. */}
            {(WEEKS - 1 - i) % labelEvery === 0 && (
              <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize={11} fill="currentColor" fillOpacity={0.7}>
                {short(w.week)}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}

/** Admin dashboard (beforeDashboard): leads per week by kind, mail that needs attention, answer times and sources. */
/** On the dashboard of those who handle leads; editors never see lead figures. */
export async function LeadsChart({ payload, user }: { payload: Payload; user: PayloadRequest['user'] }) {
  if (!hasRole(user, 'admin', 'sales')) return null
  const [recent, failed, pending, late, crmWaiting, bookings] = await leadFigures(payload)
  const weeks = leadsPerWeek(recent.docs, WEEKS)
  const answered = recent.docs.flatMap((l) =>
    l.first_response_at ? [Date.parse(l.first_response_at) - Date.parse(l.createdAt)] : [],
  )
  const typical = median(answered)
  const max = niceMax(Math.max(0, ...weeks.map((w) => w.total)))
  const total = weeks.reduce((s, w) => s + w.total, 0)

  return (
    <section style={{ marginBottom: 'calc(var(--base) * 2)' }} aria-labelledby="leads-chart-title">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem',
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <h2 id="leads-chart-title" style={{ margin: 0 }}>
          Leads per week
        </h2>
        <p style={{ margin: 0 }}>
          {total} in the last {WEEKS} weeks ·{' '}
          <Link href="/admin/collections/leads?where[delivery_status][equals]=failed">
            {failed.totalDocs} with failed mail
          </Link>{' '}
          ·{' '}
          <Link href="/admin/collections/leads?where[delivery_status][equals]=pending">
            {pending.totalDocs} waiting to be mailed
          </Link>
        </p>
      </div>
      <Bars weeks={weeks} max={max} W={960} H={260} labelEvery={2} id="leads-chart-wide" />
      <Bars weeks={weeks} max={max} W={400} H={240} labelEvery={3} id="leads-chart-narrow" />
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0, margin: 0 }}>
        {CHART_KINDS.map((kind) => (
          <li key={kind} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden="true"
              style={{ width: 12, height: 12, background: COLORS[kind], display: 'inline-block' }}
            />
            {LABELS[kind]}
          </li>
        ))}
      </ul>
      <h2 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>Answers and sources</h2>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 2rem', margin: 0 }}>
        <div>
          <dt>Median first answer</dt>
          <dd style={{ margin: 0, fontSize: '1.5rem' }}>
            {typical === null ? 'No answer yet' : spokenDuration(typical)}
          </dd>
          <dd style={{ margin: 0 }}>
            over {answered.length} answered lead{answered.length === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt>Overdue now</dt>
          <dd style={{ margin: 0, fontSize: '1.5rem' }}>
            <Link
              href={`/admin/collections/leads?sort=respond_by&where[status][equals]=new&where[respond_by][less_than]=${encodeURIComponent(new Date().toISOString())}`}
            >
              {late.totalDocs}
            </Link>
          </dd>
          <dd style={{ margin: 0 }}>new, past their answer time</dd>
        </div>
        <div>
          <dt>CRM deliveries not arrived</dt>
          <dd style={{ margin: 0, fontSize: '1.5rem' }}>
            <Link href="/admin/collections/crm-deliveries?where[status][in]=retrying,failed">
              {crmWaiting.totalDocs}
            </Link>
          </dd>
          <dd style={{ margin: 0 }}>retrying or failed</dd>
        </div>
      </dl>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem 2rem', marginTop: 'var(--base)' }}>
        <Breakdown
          title="By source (utm_source)"
          rows={topCounts(recent.docs, (l) => sourceOf(l.utm), 'Direct or unknown')}
        />
        <Breakdown title="By country" rows={topCounts(recent.docs, (l) => l.country, 'Not given')} />
        <Breakdown
          title="By yacht"
          rows={topCounts(
            recent.docs,
            // A booking's interest is its event, not a yacht.
            (l) => l.yacht || (l.kind === 'appointment' ? null : l.interest),
            'Not given',
          )}
        />
        {bookings.length > 0 && <Breakdown title="Bookings per event (places taken)" rows={bookings} />}
      </div>
    </section>
  )
}
