import type { ComponentProps } from 'react'

const MARKS = {
  /** A short rule level with the first line, for text that may wrap. */
  rule: 'mt-[0.5lh] h-px w-4',
  /** A lozenge, for one-line items. */
  lozenge: 'size-1.5 rotate-45 self-center',
}

/** A list of short texts (features, highlights), each opening with a small gold mark. */
export function MarkedList({
  items,
  mark = 'rule',
  itemClassName,
  ...list
}: ComponentProps<'ul'> & { items: readonly string[]; mark?: keyof typeof MARKS; itemClassName: string }) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item} className={`flex ${itemClassName}`}>
          <span aria-hidden="true" className={`shrink-0 bg-gold forced-colors:bg-[CanvasText] ${MARKS[mark]}`} />
          {item}
        </li>
      ))}
    </ul>
  )
}
