import { namespace } from './define'

export const notFound = namespace({
  en: {
    metaTitle: 'Page not found',
    kicker: 'Error 404',
    title: 'Oops! Page not found',
    body: 'The page you are looking for has sailed on, or never left the yard. Let us bring you back to harbour.',
    home: 'Return Home',
    collection: 'View the Collection',
  },
  fr: {
    metaTitle: 'Page introuvable',
    kicker: 'Erreur 404',
    title: 'Cette page a pris le large',
    body: 'La page que vous cherchez a levé l’ancre, ou n’a jamais quitté le chantier. Laissez-nous vous ramener au port.',
    home: 'Retour à l’accueil',
    collection: 'Découvrir la collection',
  },
})
