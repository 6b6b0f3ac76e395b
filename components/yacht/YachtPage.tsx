import { useLocale, useTranslations } from 'next-intl'

import { CATALOGUE_MODEL, CONFIGURATOR_PATH } from '@/lib/cms/contract'
import type { CmsDocument, SiteSettings, Yacht } from '@/lib/cms/types'
import { fileSizeLabel } from '@/components/ui/DocumentList'

import { BrochureProvider } from './BrochureProvider.client'
import { IslandMessages } from './IslandMessages'
import { SideTab } from './SideTab.client'
import { YachtCustomization } from './YachtCustomization'
import { YachtDeckPlans } from './YachtDeckPlans'
import { YachtDocuments } from './YachtDocuments'
import { YachtExperience } from './YachtExperience'
import { YachtGallerySection } from './YachtGallerySection'
import { YachtHero } from './YachtHero'
import { YachtOverview } from './YachtOverview'
import { YachtRequestInformation } from './YachtRequestInformation'
import { YachtSpecifications } from './YachtSpecifications'
import { YachtVarietiesSection } from './YachtVarietiesSection'
import { galleryOf } from './gallery'

interface YachtPageProps {
  yacht: Yacht
  settings: SiteSettings
  documents: CmsDocument[]
  fallbackImage: string
}

/** The yacht detail page: its sections in a fixed order, numbered as chapters. */
export function YachtPage({ yacht, settings, documents, fallbackImage }: YachtPageProps) {
  const locale = useLocale()
  const configuratorLive = settings.configurator_enabled
  const configurable = yacht.slug === CATALOGUE_MODEL
  const configureHref = configuratorLive && configurable ? CONFIGURATOR_PATH : null
  const exterior = galleryOf(yacht.gallery, 'exterior')
  const surfImage = exterior[exterior.length - 1] ?? null
  const documentWords = useTranslations('Documents')
  /** "PDF · 8 KB" for a file among the yacht's documents; nothing for an address elsewhere. */
  const fileSize = (url: string) => {
    const bytes = documents.find((d) => d.url === url)?.filesize
    return bytes ? fileSizeLabel(bytes, locale, documentWords) : ''
  }
  const brochureUrl = yacht.booklet || documents.find((d) => d.kind === 'brochure')?.url || ''
  const hasStory = Boolean(yacht.customization_title || yacht.customization_description || yacht.surf_title)
  const hasGallery = yacht.gallery.length > 0
  const showVarieties = settings.show_varieties && yacht.varieties.length > 0

  let chapter = 0
  const next = () => ++chapter
  const overview = next()
  const customization = hasStory ? next() : 0
  const exteriorChapter = next()
  const interiorChapter = next()
  const gallery = hasGallery ? next() : 0
  const varieties = showVarieties ? next() : 0
  const specifications = next()
  const information = next()
  const deckPlans = next()

  return (
    <IslandMessages locale={locale} namespaces={['YachtIslands']}>
      <BrochureProvider yachtName={yacht.name} yachtSlug={yacht.slug} brochureUrl={brochureUrl}>
        {/* The side tab covers the right 3 rem from tablet width: text keeps a rem clear of it. */}
        <main id="main" className="md:[--edge-tab:4rem]">
          <YachtHero
            yacht={yacht}
            configureHref={configureHref}
            otherConfiguratorHref={configuratorLive ? CONFIGURATOR_PATH : null}
          />
          <YachtOverview yacht={yacht} index={overview} builtToOrder={configurable} />
          {hasStory && <YachtCustomization yacht={yacht} index={customization} surfImage={surfImage} />}
          <YachtExperience
            yacht={yacht}
            exteriorIndex={exteriorChapter}
            interiorIndex={interiorChapter}
            fallbackImage={fallbackImage}
          />
          {hasGallery && <YachtGallerySection yacht={yacht} index={gallery} />}
          {showVarieties && <YachtVarietiesSection yacht={yacht} index={varieties} configureHref={configureHref} />}
          <YachtSpecifications yacht={yacht} index={specifications} sheetSize={fileSize(yacht.specification_sheet)} />
          <YachtRequestInformation yacht={yacht} settings={settings} index={information} />
          <YachtDeckPlans yacht={yacht} index={deckPlans} fileSize={fileSize} />
          <YachtDocuments documents={documents} yachtName={yacht.name} />
        </main>
        <SideTab inquiryUrl={settings.inquiry_url} />
      </BrochureProvider>
    </IslandMessages>
  )
}
