import { Eyebrow } from '@/components/ui/Eyebrow'
import { imageData } from '@/components/ui/image-data'
import { CONTAINER, SECTION_Y } from '@/components/ui/layout'

import { Showcase } from './Showcase.client'
import { SHOWCASE_IMAGE_SIZES, SHOWCASE_MODELS, type ShowcaseView } from './showcase-data'

export function ShowcaseSection() {
  const models: ShowcaseView[] = SHOWCASE_MODELS.map((m) => ({
    ...m,
    images: m.images.map((img) => ({ ...img, picture: imageData(img.src, SHOWCASE_IMAGE_SIZES) })),
  }))
  return (
    <section aria-labelledby="showcase-title" className={`bg-charcoal ${SECTION_Y}`}>
      <div className={CONTAINER}>
        <div className="mb-12 grid gap-6 md:mb-16 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-7">
            <Eyebrow>In Detail</Eyebrow>
            <h2 id="showcase-title" className="mt-6 font-display text-[2.75rem] leading-[1.05] font-light md:text-6xl">
              Specifications at a glance
            </h2>
          </div>
          <p className="text-base leading-relaxed text-mist lg:col-span-4 lg:col-start-9">
            The figures that matter, the equipment that defines each model, and the price at which your WAMA begins.
          </p>
        </div>
        <Showcase models={models} />
      </div>
    </section>
  )
}
