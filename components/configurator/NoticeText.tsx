import { useTranslations } from 'next-intl'

import type { DroppedId } from '@/lib/configurator/selection'
import type { Notice } from '@/lib/configurator/state'

/** The configurator's notice in the page's language, with what a shared or saved build had to leave out. */
export function NoticeText({ notice }: { notice: Notice }) {
  const t = useTranslations('Configurator.notice')
  const dropped: DroppedId[] = notice.kind === 'unreadable' ? [] : notice.dropped
  const title =
    notice.kind === 'unreadable'
      ? t('unreadable')
      : notice.kind === 'shared'
        ? t('shared')
        : t('loaded', { name: notice.name })
  const items = dropped.map((d) => t('droppedItem', { kind: d.kind, id: d.id }))
  return (
    <div>
      <p className="text-bone">{title}</p>
      {items.length > 0 ? <p className="mt-1 text-mist">{t('dropped', { items: items.join(', ') })}</p> : null}
    </div>
  )
}
