import type { UIFieldServerProps } from 'payload'
import type { CSSProperties } from 'react'

import { isRouted } from '@/lib/cms/preview'
import { failedSchedules } from '@/lib/cms/scheduled-publish'
import { PlannedTime } from './PlannedTime'

const box: CSSProperties = {
  marginBottom: 'calc(var(--base) * 1.5)',
  padding: 'calc(var(--base) / 2) calc(var(--base) * 0.75)',
  borderLeft: '4px solid var(--theme-error-500)',
  background: 'var(--theme-error-50)',
}
const line: CSSProperties = { margin: 'calc(var(--base) / 4) 0 0' }

/**
 * At the top of a document's form: a scheduled publish or unpublish that failed, when it was due and why, until the
 * document has been published (or unpublished) since. Read when the document is opened.
 */
export async function ScheduleStatus({ payload, id, collectionSlug }: UIFieldServerProps) {
  if (id === undefined || !isRouted(collectionSlug)) return null
  const failed = await failedSchedules(payload, collectionSlug, id)
  const latest = failed[0]
  if (!latest) return null
  const earlier = failed.length - 1
  return (
    <section aria-labelledby="schedule-status-heading" style={box}>
      <h3 id="schedule-status-heading" style={{ fontSize: '1rem', fontWeight: 600, margin: 0 }}>
        A scheduled {latest.type} did not happen
      </h3>
      <p style={line}>
        Planned for <PlannedTime iso={latest.plannedFor} timezone={latest.timezone} />. Payload said: {latest.reason}
      </p>
      <p style={line}>
        {latest.type === 'publish'
          ? 'Nothing changed on the site. Fix what it names, then publish, or schedule again.'
          : 'It is still on the site. Unpublish it, or schedule again.'}
      </p>
      {earlier > 0 && (
        <p style={line}>
          {earlier === 1 ? 'An earlier scheduled change' : `${earlier} earlier scheduled changes`} also failed.
        </p>
      )}
    </section>
  )
}
