'use client'

import { ButtonRow } from './ButtonRow'
import { useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * A list's CSV download (`/cms/api/<collection>/export`), and with `excelLabel` the same rows as an Excel
 * workbook. With `followsFilter`, the rows the list's current filter and search show; without it, the
 * endpoint's own selection.
 */
export function ExportCsvButton({
  collection,
  label,
  excelLabel,
  followsFilter,
}: {
  collection: string
  label: string
  excelLabel?: string
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
  const filtered = query.size > 0
  const link = (format: string, text: string) => {
    const params = new URLSearchParams(query)
    if (format !== 'csv') params.set('format', format)
    const qs = params.toString()
    const href = `${config.serverURL ?? ''}${config.routes.api}/${collection}/export${qs ? `?${qs}` : ''}`
    return (
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {text}
        {filtered ? ' (current filter)' : ''}
      </a>
    )
  }
  return (
    <ButtonRow>
      {link('csv', label)}
      {excelLabel ? link('xlsx', excelLabel) : null}
    </ButtonRow>
  )
}
