import { useTranslations } from 'next-intl'

import { Download } from '@/components/ui/Icons'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'
import type { Yacht } from '@/lib/cms/types'

import { SectionHeading } from './SectionHeading'
import { SpecTable } from './SpecTable'
import { specGroups } from './specs'

/** Specifications grouped as Dimensions, Capacity, Performance and Accommodation, and the full sheet. */
export function YachtSpecifications({ yacht, index, sheetSize }: { yacht: Yacht; index: number; sheetSize: string }) {
  const t = useTranslations('Yacht.specifications')
  const groups = specGroups(yacht)
  return (
    <section id="specifications" aria-labelledby="specifications-title" className={SECTION_Y}>
      <div className={CONTAINER}>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="specifications-title" index={index} eyebrow={t('eyebrow')} title={t('title')} />
          {yacht.specification_sheet && (
            <a
              href={yacht.specification_sheet}
              download
              className="group inline-flex min-h-12 items-center gap-4 self-start border-b border-gold/60 pb-1 label-caps text-bone transition-colors hover:border-gold hover:text-gold lg:self-auto"
            >
              <DownloadLabel action={t('download')} size={sheetSize} />
            </a>
          )}
        </div>
        {groups.length > 0 ? (
          <div className="mt-14 grid items-start gap-x-16 gap-y-14 md:mt-20 md:grid-cols-2">
            {groups.map((group) => (
              <SpecTable
                key={group.id}
                title={t(`groups.${group.id}`)}
                rows={group.rows.map((row) => ({ label: t(`fields.${row.field}`), value: row.value }))}
              />
            ))}
          </div>
        ) : (
          <p className="mt-10 text-mist">{t('onRequest')}</p>
        )}
      </div>
    </section>
  )
}

/** A download's icon and verb, the file's name for screen readers, and its size where the site holds the file. */
export function DownloadLabel({ action, title = '', size = '' }: { action: string; title?: string; size?: string }) {
  return (
    <>
      <Download className="size-4 shrink-0" />
      {action}
      {title && <span className="sr-only"> {title}</span>}
      {size && (
        <span className="font-sans text-[0.6875rem] tracking-normal whitespace-nowrap text-mist normal-case">
          {size}
        </span>
      )}
    </>
  )
}
