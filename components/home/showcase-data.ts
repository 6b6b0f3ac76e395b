import type { ReactNode } from 'react'

import type { ImageData } from '@/components/ui/Picture'

export const SHOWCASE_IMAGE_SIZES = '(min-width: 1024px) 55vw, 100vw'

/** A showcase model as the island shows it: worded and priced in the page's language, images optimised on the server. */
export interface ShowcaseView {
  id: string
  name: string
  /** The column beside the pictures (type, specs, features, price, actions), rendered on the server: the island
   * only shows the chosen model's. */
  details: ReactNode
  imagesLabel: string
  images: Array<{ src: string; alt: string; picture: ImageData; slideLabel: string; showLabel: string }>
}

/** The island's fixed labels, in the page's language. */
export interface ShowcaseLabels {
  chooseModel: string
  chooseImage: string
  previous: string
  next: string
}
