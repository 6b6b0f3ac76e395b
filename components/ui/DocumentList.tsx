import { useLocale, useTranslations } from 'next-intl'

import type { CmsDocument, DocumentKind } from '@/lib/cms/types'
import { keepNamesWhole } from '@/lib/html/typography'
import { LOCALE_FACTS } from '@/lib/i18n/config'

import { Download } from './Icons'

/** Each kind's label in the Documents messages. */
const KIND_LABEL = {
  brochure: 'brochure',
  specification: 'specification',
  'deck-plan': 'deckPlan',
  other: 'other',
} as const satisfies Record<DocumentKind, string>

/** Brochures and specification sheets as a hairline-ruled download list (documents are browsable). */
export function DocumentList({ documents, className = '' }: { documents: CmsDocument[]; className?: string }) {
  const t = useTranslations('Documents')
  const tag = LOCALE_FACTS[useLocale()].tag
  const fileSize = (bytes: number): string => {
    if (!bytes) return t('pdf')
    if (bytes < 1024 * 1024) return t('pdfKb', { size: String(Math.max(1, Math.round(bytes / 1024))) })
    const megabytes = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    return t('pdfMb', { size: megabytes.format(bytes / (1024 * 1024)) })
  }
  if (!documents.length) return null
  return (
    <ul className={`border-t hairline ${className}`}>
      {documents.map((doc) => (
        <li key={doc.id} className="border-b hairline">
          <a
            href={doc.url}
            download={doc.filename || true}
            className="group flex min-h-16 items-center gap-5 py-5 transition-colors hover:text-gold-bright"
          >
            <span className="min-w-0 flex-1">
              <span className="block label-caps text-[0.625rem] text-gold">{t(`kind.${KIND_LABEL[doc.kind]}`)}</span>
              <span className="mt-1 block font-display text-xl leading-snug text-bone group-hover:text-gold-bright md:text-2xl">
                {keepNamesWhole(doc.title)}
              </span>
              {doc.description && (
                <span className="mt-1 block text-sm text-mist">{keepNamesWhole(doc.description)}</span>
              )}
            </span>
            <span className="flex shrink-0 flex-col items-end gap-2 text-mist">
              <span className="flex size-11 items-center justify-center border hairline transition-colors group-hover:border-gold group-hover:text-gold">
                <Download className="size-4" />
              </span>
              <span className="text-[0.625rem] tracking-[0.15em] uppercase">
                <span className="sr-only">{t('download')}</span>
                {fileSize(doc.filesize)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
