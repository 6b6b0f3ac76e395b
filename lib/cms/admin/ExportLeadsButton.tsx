'use client'

import { useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/** Leads list: downloads the leads matching the list's current filter and search as CSV. */
export function ExportLeadsButton() {
  const params = useSearchParams()
  const { config } = useConfig()
  const query = new URLSearchParams()
  params.forEach((value, key) => {
    if (key.startsWith('where') || key === 'search') query.append(key, value)
  })
  const qs = query.toString()
  const href = `${config.serverURL ?? ''}${config.routes.api}/leads/export${qs ? `?${qs}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV{qs ? ' (current filter)' : ''}
      </a>
    </div>
  )
}
