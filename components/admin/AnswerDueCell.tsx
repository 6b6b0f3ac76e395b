import type { DefaultServerCellComponentProps } from 'payload'

import { msUntil, spanText } from '@/lib/leads/response-clock'

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null
  const at = new Date(value).getTime()
  return Number.isNaN(at) ? null : at
}

/**
 * The leads list's response clock: how long is left for the first answer, by how much it is overdue (in red,
 * with a word, not only a colour), or how long the answer took. Drawn on the server at each load of the list.
 */
export function AnswerDueCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  const due = time(cellData)
  const answered = time(rowData.first_response_at)
  const received = time(rowData.createdAt)
  if (answered !== null && received !== null) {
    const late = due !== null && answered > due
    return <span>{`Answered in ${spanText(answered - received)}${late ? ' (late)' : ''}`}</span>
  }
  if (due === null || rowData.status !== 'new') return <span>—</span>
  const left = msUntil(due)
  if (left >= 0) return <span>{`${spanText(left)} left`}</span>
  return <strong style={{ color: 'var(--theme-error-500)' }}>{`Overdue by ${spanText(left)}`}</strong>
}
