import { namespace } from './define'

/** The navigation bar and its phone menu (a client island: sent with every page). */
export const nav = namespace({
  en: {
    label: 'Main',
    home: 'WAMA Yachts, home',
    links: {
      home: 'Home',
      monohulls: 'Monohulls',
      catamarans: 'Catamarans',
      about: 'About',
      blog: 'Blog',
      contact: 'Contact',
    },
    bookConsultation: 'Book Consultation',
    menu: 'Menu',
    close: 'Close',
  },
  fr: {
    label: 'Principale',
    home: 'WAMA Yachts, accueil',
    links: {
      home: 'Accueil',
      monohulls: 'Monocoques',
      catamarans: 'Catamarans',
      about: 'Le chantier',
      blog: 'Journal',
      contact: 'Contact',
    },
    bookConsultation: 'Réserver un entretien',
    menu: 'Menu',
    close: 'Fermer',
  },
})
