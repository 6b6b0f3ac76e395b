import { useLocale, useTranslations } from 'next-intl'

import type { CmsDocument, DocumentKind } from '@/lib/cms/types'
import { keepNamesWhole } from '@/lib/html/typography'
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

import { Download } from './Icons'

/** Each kind's label in the Documents messages. */
const KIND_LABEL = {
  brochure: 'brochure',
  specification: 'specification',
  'deck-plan': 'deckPlan',
  other: 'other',
} as const satisfies Record<DocumentKind, string>

type DocumentWords = ReturnType<typeof useTranslations<'Documents'>>

/** "PDF · 10 KB", "PDF · 1.5 MB" (decimal units, as file browsers count them); the same on every page. */
export function fileSizeLabel(bytes: number, locale: Locale, t: DocumentWords): string {
  if (!bytes) return t('pdf')
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(LOCALE_FACTS[locale].tag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value)
  return bytes >= 1_000_000
    ? t('pdfMb', { size: number(bytes / 1_000_000, 1) })
    : t('pdfKb', { size: number(Math.max(1, Math.round(bytes / 1000)), 0) })
}

/** Brochures and specification sheets as a hairline-ruled download list (documents are browsable). */
export function DocumentList({ documents, className = '' }: { documents: CmsDocument[]; className?: string }) {
  const t = useTranslations('Documents')
  const locale = useLocale()
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
                {fileSizeLabel(doc.filesize, locale, t)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
