import type { CmsDocument } from '@/lib/cms/types'

import type { Translation } from '../translation'

/** Each PDF in its French edition (drawn by tools/make-documents.mjs), under its French title. */
export const documentsFr: Translation<CmsDocument[]> = {
  'wama-26-brochure': {
    url: '/documents/wama-26-brochure-fr.pdf',
    filename: 'wama-26-brochure-fr.pdf',
    title: 'Brochure WAMA 26',
    description: 'Le monocoque sportif WAMA 26 : design, construction, édition wake-surf et options.',
  },
  'wama-26-specifications': {
    url: '/documents/wama-26-specifications-fr.pdf',
    filename: 'wama-26-specifications-fr.pdf',
    title: 'Caractéristiques complètes du WAMA 26',
    description: 'Dimensions, capacités, performances, motorisations et équipements de série du WAMA 26.',
  },
  'wama-26-deck-plan': {
    url: '/documents/wama-26-deck-plan-fr.pdf',
    filename: 'wama-26-deck-plan-fr.pdf',
    title: 'Plan de pont du WAMA 26',
    description: 'Plan d’aménagement du pont principal et de la cabine du WAMA 26.',
  },
  'wama-42-brochure': {
    url: '/documents/wama-42-brochure-fr.pdf',
    filename: 'wama-42-brochure-fr.pdf',
    title: 'Brochure WAMA 42',
    description: 'Le catamaran à moteur en aluminium WAMA 42 : design, construction, intérieurs et aménagements.',
  },
  'wama-42-specifications': {
    url: '/documents/wama-42-specifications-fr.pdf',
    filename: 'wama-42-specifications-fr.pdf',
    title: 'Caractéristiques complètes du WAMA 42',
    description: 'Dimensions, capacités, performances, aménagement et équipements de série du WAMA 42.',
  },
  'wama-42-deck-plans': {
    url: '/documents/wama-42-deck-plans-fr.pdf',
    filename: 'wama-42-deck-plans-fr.pdf',
    title: 'Plans de pont du WAMA 42',
    description: 'Plans d’aménagement du pont principal et des cabines dans les coques du WAMA 42.',
  },
}
