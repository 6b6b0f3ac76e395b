import { namespace } from './define'

/**
 * Offers of the page in another language. Each language's entry is written in that language, because it
 * is shown to a visitor who reads it on a page in the other one: the switcher and the banner read
 * `language[target]` directly rather than the page's own messages.
 */
export const language = namespace({
  en: {
    readThisPage: 'Read this page in English',
    bannerLabel: 'Language',
    bannerText: 'This page is also available in English',
    bannerLink: 'Read in English',
    close: 'Close',
  },
  fr: {
    readThisPage: 'Lire cette page en français',
    bannerLabel: 'Langue',
    bannerText: 'Cette page existe en français',
    bannerLink: 'Lire en français',
    close: 'Fermer',
  },
})
