import { namespace } from './define'

/** Step names of the breadcrumb trails search engines show (JSON-LD). */
export const breadcrumbs = namespace({
  en: {
    home: 'Home',
    about: 'About',
    contact: 'Contact',
    journal: 'Journal',
    collection: 'The Collection',
    configure: 'Configure',
  },
  fr: {
    home: 'Accueil',
    about: 'Le chantier',
    contact: 'Contact',
    journal: 'Journal',
    collection: 'La Collection',
    configure: 'Configurateur',
  },
})
