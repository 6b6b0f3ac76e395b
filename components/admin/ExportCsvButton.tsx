'use client'

import { useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * A list's CSV download (`/cms/api/<collection>/export`). With `followsFilter`, the rows the list's current
 * filter and search show; without it, the endpoint's own selection.
 */
export function ExportCsvButton({
  collection,
  label,
  followsFilter,
}: {
  collection: string
  label: string
  followsFilter: boolean
}) {
  const params = useSearchParams()
  const { config } = useConfig()
  const query = new URLSearchParams()
  if (followsFilter) {
    params.forEach((value, key) => {
      if (key.startsWith('where') || key === 'search') query.append(key, value)
    })
  }
  const qs = query.toString()
  const href = `${config.serverURL ?? ''}${config.routes.api}/${collection}/export${qs ? `?${qs}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {label}
        {qs ? ' (current filter)' : ''}
      </a>
    </div>
  )
}
