import { namespace } from './define'

/** The journal's cards and category filter (read by the filtering island, so sent with every page: keep it short). */
export const journal = namespace({
  en: {
    readTime: '{minutes} min read',
    all: 'all',
    allArticles: 'All Articles',
    filter: 'Filter articles by category',
    count: '{count, plural, one {# article} other {# articles}}',
    countIn: '{count, plural, one {# article} other {# articles}} in {category}',
    none: 'No articles in this category yet.',
  },
  fr: {
    readTime: '{minutes} min de lecture',
    all: 'tous',
    allArticles: 'Tous les articles',
    filter: 'Filtrer les articles par catégorie',
    count: '{count, plural, one {# article} other {# articles}}',
    countIn: '{count, plural, one {# article} other {# articles}} dans la catégorie {category}',
    none: 'Aucun article dans cette catégorie pour le moment.',
  },
})
