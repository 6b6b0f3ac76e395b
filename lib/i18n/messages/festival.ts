import { namespace } from './define'

/** The festival popup's fixed words (its announcement itself comes from the site settings). */
export const festival = namespace({
  en: {
    close: 'Close festival announcement',
    newTab: '(opens in a new tab)',
  },
  fr: {
    close: 'Fermer l’annonce du salon',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
})
