'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import { useFootBar } from '@/components/ui/useFootBar'

import { REQUEST_INFORMATION_ID } from './anchors'
import { useOpenBrochure } from './BrochureProvider.client'

/**
 * The fixed side tab: "Request Quote" (the page's own inquiry form, or the inquiry site an editor set, in a
 * new tab) and "Get Brochure" (brochure dialog).
 * Two vertical tabs on the right edge from tablet up; a two-button bar along the bottom edge on phones.
 */
export function SideTab({ inquiryUrl }: { inquiryUrl: string }) {
  const t = useTranslations('YachtIslands.sideTab')
  const openBrochure = useOpenBrochure()
  const bar = useRef<HTMLElement>(null)
  useFootBar(bar)
  // In vertical writing mode padding-inline (px) is the vertical padding. The focus outline is drawn inside:
  // outside, the edge of the screen would cut it.
  const quote = 'bg-gold text-black hover:bg-gold-bright focus-visible:outline-black'
  const item =
    'flex min-h-12 items-center justify-center px-4 text-center text-balance label-caps transition-colors focus-visible:-outline-offset-4 md:min-h-0 md:w-12 md:px-8 md:[writing-mode:vertical-rl] md:rotate-180 forced-colors:border'
  return (
    <nav
      ref={bar}
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 grid print:hidden grid-cols-2 gap-px border-t hairline bg-gold/30 md:inset-x-auto md:top-1/2 md:right-0 md:bottom-auto md:flex md:-translate-y-1/2 md:flex-col md:border md:border-r-0"
    >
      {inquiryUrl ? (
        <a href={inquiryUrl} target="_blank" rel="noopener noreferrer" className={`${item} ${quote}`}>
          {t('quote')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      ) : (
        <a href={`#${REQUEST_INFORMATION_ID}`} className={`${item} ${quote}`}>
          {t('quote')}
        </a>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openBrochure}
        className={`${item} bg-black/95 text-bone hover:bg-gold hover:text-black`}
      >
        {t('brochure')}
      </button>
    </nav>
  )
}
