import { namespace } from './define'

/** The journal's pages, rendered on the server (the filtering island's wording is in Journal). */
export const journalPage = namespace({
  en: {
    eyebrow: 'Journal',
    title: 'The WAMA Journal',
    intro:
      'Notes from the yard in Megrine: how our yachts are engineered and designed, where to take them, and what life aboard is like.',
    featured: 'Featured Articles',
    back: 'Back to Blog',
    by: 'By <author>{name}</author>',
    tags: 'Tags',
    related: 'Related Articles',
    empty: {
      title: 'No articles yet',
      text: 'Our first stories from the yard are being written. In the meantime, discover the yachts they will be about.',
      cta: 'Explore the Collection',
    },
    notFound: {
      kicker: '404',
      title: 'Article not found',
      text: 'This article may have been moved or unpublished.',
      back: 'Back to Blog',
    },
  },
  fr: {
    eyebrow: 'Journal',
    title: 'Le Journal WAMA',
    intro:
      'Carnets du chantier de Mégrine : comment nos yachts sont conçus et dessinés, où les emmener, et ce qu’est la vie à bord.',
    featured: 'À la une',
    back: 'Retour au journal',
    by: 'Par <author>{name}</author>',
    tags: 'Mots-clés',
    related: 'Articles associés',
    empty: {
      title: 'Aucun article pour le moment',
      text: 'Nos premiers récits du chantier sont en cours d’écriture. En attendant, découvrez les yachts dont ils parleront.',
      cta: 'Découvrir la collection',
    },
    notFound: {
      kicker: '404',
      title: 'Article introuvable',
      text: 'Cet article a peut-être été déplacé ou retiré.',
      back: 'Retour au journal',
    },
  },
})
