import { namespace } from './define'

export const errorPage = namespace({
  en: {
    kicker: 'Something went wrong',
    title: 'Rough water on our side',
    body: 'This page could not be shown just now. Please try again; if it happens again, our team is a message away.',
    retry: 'Try Again',
    home: 'Return Home',
  },
  fr: {
    kicker: 'Une erreur est survenue',
    title: 'Mer agitée de notre côté',
    body: 'Cette page n’a pas pu s’afficher. Veuillez réessayer\u202f; si cela se reproduit, notre équipe reste à votre écoute.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
})
