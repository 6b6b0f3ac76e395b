import { namespace } from './define'

/** Fixed wording of shared controls: dialogs' close button, spinners, carousels (read by client islands). */
export const ui = namespace({
  en: {
    close: 'Close',
    loading: 'Loading',
    loadingYacht: 'Loading yacht',
    loadingArticles: 'Loading articles...',
    loadingArticle: 'Loading article...',
    carousel: 'carousel',
    slide: 'slide',
  },
  fr: {
    close: 'Fermer',
    loading: 'Chargement',
    loadingYacht: 'Chargement du yacht',
    loadingArticles: 'Chargement des articles…',
    loadingArticle: 'Chargement de l’article…',
    carousel: 'carrousel',
    slide: 'diapositive',
  },
})
