import type { ReactNode } from 'react'

import type { ImageData } from '@/components/ui/Picture'

export const SHOWCASE_IMAGE_SIZES = '(min-width: 1024px) 55vw, 100vw'

/**
 * The showcase's static models: the facts that are the same in every language. Their wording (type, summary,
 * spec values with units, features, image descriptions) is in the Home messages under `showcase.{key}`.
 */
export interface ShowcaseModel {
  id: 'wama-26' | 'wama-42'
  key: 'wama26' | 'wama42'
  name: string
  guests: number
  cabins: number
  /** Starting price in euros. */
  price: number
  /** Each picture with the key of its description in the messages. */
  images: Array<{ src: string; alt: 'image1' | 'image2' | 'image3' | 'image4' }>
}

/** A showcase model as the island shows it: worded and priced in the page's language, images optimised on the server. */
export interface ShowcaseView {
  id: ShowcaseModel['id']
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

/** Each model's pictures in the showcase: three outside, one inside. */
const PICTURES = [
  ['exterior-1', 'image1'],
  ['exterior-2', 'image2'],
  ['exterior-3', 'image3'],
  ['interior-1', 'image4'],
] as const
const pictures = (key: ShowcaseModel['key']): ShowcaseModel['images'] =>
  PICTURES.map(([file, alt]) => ({ src: `/art/${key}-${file}.webp`, alt }))

export const SHOWCASE_MODELS: ShowcaseModel[] = [
  {
    id: 'wama-26',
    key: 'wama26',
    name: 'WAMA 26',
    guests: 8,
    cabins: 1,
    price: 160_000,
    images: pictures('wama26'),
  },
  {
    id: 'wama-42',
    key: 'wama42',
    name: 'WAMA 42',
    guests: 12,
    cabins: 3,
    price: 950_000,
    images: pictures('wama42'),
  },
]

/** The second static fleet section: fixed images; wording in the Home messages under `fleet.{key}`. */
export const FLEET_ENTRIES = [
  { key: 'wama26', model: 'WAMA 26', href: '/yachts/wama-26', image: '/art/wama26-exterior-2.webp' },
  { key: 'wama42', model: 'WAMA 42', href: '/yachts/wama-42', image: '/art/wama42-exterior-2.webp' },
] as const
