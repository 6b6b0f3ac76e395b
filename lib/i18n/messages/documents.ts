import { namespace } from './define'

/** The download list of brochures and specification sheets. */
export const documents = namespace({
  en: {
    kind: {
      brochure: 'Brochure',
      specification: 'Specification Sheet',
      deckPlan: 'Deck Plan',
      other: 'Document',
    },
    download: 'Download, ',
    pdf: 'PDF',
    pdfKb: 'PDF · {size} KB',
    pdfMb: 'PDF · {size} MB',
  },
  fr: {
    kind: {
      brochure: 'Brochure',
      specification: 'Fiche technique',
      deckPlan: 'Plan de pont',
      other: 'Document',
    },
    download: 'Télécharger, ',
    pdf: 'PDF',
    pdfKb: 'PDF · {size} Ko',
    pdfMb: 'PDF · {size} Mo',
  },
})
