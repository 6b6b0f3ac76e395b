import { namespace } from './define'

/** The fleet page (/collection and /yachts). */
export const collection = namespace({
  en: {
    eyebrow: 'The Collection',
    title: 'The WAMA Fleet',
    intro:
      'Two hulls, two materials, one yard. Each WAMA is built to order in Megrine, Tunisia, and finished to the specification you sign off with our design team.',
    models: 'Models',
    startingAt: 'Starting at',
    discover: 'Discover the {name}',
    discuss: 'Discuss the {name}',
    bookConsultation: 'Book Consultation',
    facts: {
      length: 'Length',
      beam: 'Beam',
      draft: 'Draft',
      maxSpeed: 'Max Speed',
      cruisingSpeed: 'Cruising Speed',
      cabins: 'Cabins',
      guests: 'Guests',
      construction: 'Construction',
      startingAt: 'Starting at',
    },
    compare: {
      eyebrow: 'Side by Side',
      title: 'Compare the Fleet',
    },
    empty: {
      title: 'The collection is being refitted',
      body: 'Our models are not listed online at the moment. Our team will gladly walk you through the WAMA 26 and the WAMA 42 in person.',
      contact: 'Contact Us',
    },
  },
  fr: {
    eyebrow: 'La Collection',
    title: 'La flotte WAMA',
    intro:
      'Deux coques, deux matériaux, un seul chantier. Chaque WAMA est construit sur commande à Mégrine, en Tunisie, puis achevé selon la configuration que vous validez avec notre équipe de design.',
    models: 'Modèles',
    startingAt: 'À partir de',
    discover: 'Découvrir le {name}',
    discuss: 'Parler du {name}',
    bookConsultation: 'Réserver une consultation',
    facts: {
      length: 'Longueur',
      beam: 'Largeur',
      draft: 'Tirant d’eau',
      maxSpeed: 'Vitesse max.',
      cruisingSpeed: 'Vitesse de croisière',
      cabins: 'Cabines',
      guests: 'Passagers',
      construction: 'Construction',
      startingAt: 'À partir de',
    },
    compare: {
      eyebrow: 'Côte à côte',
      title: 'Comparer la flotte',
    },
    empty: {
      title: 'La collection est en carénage',
      body: 'Nos modèles ne sont pas présentés en ligne pour le moment. Notre équipe vous fera découvrir avec plaisir le WAMA 26 et le WAMA 42 en personne.',
      contact: 'Nous contacter',
    },
  },
})
