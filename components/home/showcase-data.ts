import type { ImageData } from '@/components/ui/Picture'

/** The showcase's static specs and starting prices. */
interface ShowcaseImage {
  src: string
  alt: string
}

/** A showcase model with its images' optimised attributes, computed on the server (ShowcaseSection). */
export type ShowcaseView = Omit<ShowcaseModel, 'images'> & { images: Array<ShowcaseImage & { picture: ImageData }> }

export const SHOWCASE_IMAGE_SIZES = '(min-width: 1024px) 55vw, 100vw'

export interface ShowcaseModel {
  id: 'wama-26' | 'wama-42'
  name: string
  type: string
  summary: string
  specs: { label: string; value: string }[]
  features: string[]
  price: string
  images: ShowcaseImage[]
}

export const SHOWCASE_MODELS: ShowcaseModel[] = [
  {
    id: 'wama-26',
    name: 'WAMA 26',
    type: 'Sport Monohull',
    summary:
      'A vacuum-infused GRP day boat with a deep-V hull, a cabin for two and a wake-surf edition: quick, dry and light enough to tow behind a family car.',
    specs: [
      { label: 'Length', value: '26 ft' },
      { label: 'Beam', value: '8.5 ft' },
      { label: 'Guests', value: '8' },
      { label: 'Cabins', value: '1' },
      { label: 'Max Speed', value: '42 knots' },
    ],
    features: [
      'Vacuum-infused GRP hull and deck',
      'Wake-surf edition with water ballasts',
      'Single outboard or inboard up to 380 hp',
      'Esthec teak-look deck covering',
    ],
    price: 'EUR 160,000',
    images: [
      { src: '/art/wama26-exterior-1.webp', alt: 'The WAMA 26 monohull running at speed across open water at dawn' },
      { src: '/art/wama26-exterior-2.webp', alt: 'The WAMA 26 seen from astern, its wake curling behind the transom' },
      { src: '/art/wama26-exterior-3.webp', alt: 'Profile of the WAMA 26 showing its deep-V hull and low windshield' },
      { src: '/art/wama26-interior-1.webp', alt: 'The WAMA 26 cockpit with stitched leather helm seats' },
    ],
  },
  {
    id: 'wama-42',
    name: 'WAMA 42',
    type: 'Power Catamaran',
    summary:
      'A welded aluminium catamaran with three cabins in the hulls and a saloon level with the cockpit: stable at anchor, composed at speed, built to cross open water.',
    specs: [
      { label: 'Length', value: '42 ft' },
      { label: 'Beam', value: '21.5 ft' },
      { label: 'Guests', value: '12' },
      { label: 'Cabins', value: '3' },
      { label: 'Max Speed', value: '28 knots' },
    ],
    features: [
      'Welded 5083 marine-grade aluminium',
      'Three double cabins in the hulls',
      'Saloon and cockpit on one level',
      'Twin outboards, 22 knots cruising',
    ],
    price: 'EUR 950,000',
    images: [
      { src: '/art/wama42-exterior-1.webp', alt: 'The WAMA 42 aluminium power catamaran at anchor at dusk' },
      { src: '/art/wama42-exterior-2.webp', alt: 'The WAMA 42 under way, its twin hulls slicing a calm sea' },
      {
        src: '/art/wama42-exterior-3.webp',
        alt: 'The WAMA 42 seen from the bow, two aluminium hulls spanning a wide deck',
      },
      { src: '/art/wama42-interior-1.webp', alt: 'The WAMA 42 saloon with panoramic windows and warm timber' },
    ],
  },
]

/** The second static fleet section, fixed images and texts. */
export const FLEET_ENTRIES = [
  {
    model: 'WAMA 26',
    type: 'Monohull',
    href: '/yachts/wama-26',
    image: '/art/wama26-exterior-2.webp',
    alt: 'The WAMA 26 monohull carving a turn, spray lit by a low sun',
    text: 'Twenty-six feet of vacuum-infused composite, drawn for pace and play. A deep-V hull that stays dry at 42 knots, a cabin for two, and a wake-surf edition that turns any bay into a surf break.',
    facts: ['26 ft', '42 knots', '8 guests'],
    cta: 'Discover the WAMA 26',
  },
  {
    model: 'WAMA 42',
    type: 'Power Catamaran',
    href: '/yachts/wama-42',
    image: '/art/wama42-exterior-2.webp',
    alt: 'The WAMA 42 power catamaran under way on a calm evening sea',
    text: 'Forty-two feet of welded marine aluminium on two hulls. Three cabins, a saloon level with the cockpit and a platform that stays flat at anchor, for long days and longer passages.',
    facts: ['42 ft', '28 knots', '12 guests'],
    cta: 'Discover the WAMA 42',
  },
] as const
