import { useLocale, useTranslations } from 'next-intl'

import { fileSizeLabel } from '@/components/ui/DocumentList'
import { Download } from '@/components/ui/Icons'
import { CONTAINER } from '@/components/ui/layout'
import type { CmsDocument } from '@/lib/cms/types'
import { keepNamesWhole } from '@/lib/html/typography'

import { BrochureButton } from './BrochureProvider.client'
import { DownloadLabel } from './YachtSpecifications'

const ACTION =
  'inline-flex min-h-11 shrink-0 items-center gap-3 label-caps text-gold transition-colors hover:text-gold-bright'

/** The brochure's button opens the brochure dialog (it is a lead); any other document downloads directly. */
function DocumentAction({ doc }: { doc: CmsDocument }) {
  const t = useTranslations('Yacht.documents')
  const sizes = useTranslations('Documents')
  const locale = useLocale()
  if (doc.kind === 'brochure')
    return (
      <BrochureButton className={ACTION}>
        <Download className="size-4 shrink-0" />
        {t('requestBrochure')}
      </BrochureButton>
    )
  return (
    <a href={doc.url} download={doc.filename || true} className={ACTION}>
      <DownloadLabel action={t('download')} title={doc.title} size={fileSizeLabel(doc.filesize, locale, sizes)} />
    </a>
  )
}

/** The yacht's documents, one row each. */
export function YachtDocuments({ documents, yachtName }: { documents: CmsDocument[]; yachtName: string }) {
  const t = useTranslations('Yacht.documents')
  if (documents.length === 0) return null
  return (
    <section id="documents" aria-labelledby="documents-title" className="pb-16 md:pb-28 xl:pb-36 print:pb-10">
      <div className={CONTAINER}>
        <h2 id="documents-title" className="font-sans label-caps text-mist">
          {t('title', { name: yachtName })}
        </h2>
        {/* One set of columns for every row: the kind and the action as wide as their longest words need. On paper
            each row has columns of its own, as a grid of shared columns moves to the next page whole. */}
        <ul className="mt-6 border-t hairline md:grid md:grid-cols-[auto_minmax(0,1fr)_auto] print:block">
          {documents.map((doc) => (
            <li
              key={doc.id}
              className="grid gap-3 border-b hairline py-6 md:col-span-3 md:grid-cols-subgrid md:items-center md:gap-8 print:grid-cols-[9rem_minmax(0,1fr)_auto]"
            >
              <p className="label-caps text-gold">{t(`kinds.${doc.kind}`)}</p>
              <div>
                <h3 className="font-display text-2xl font-light">{keepNamesWhole(doc.title)}</h3>
                {doc.description && <p className="mt-1 text-sm text-mist">{keepNamesWhole(doc.description)}</p>}
              </div>
              <div className="md:justify-self-end">
                <DocumentAction doc={doc} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
