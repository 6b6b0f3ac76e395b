import { namespace } from './define'

/** What an editor previewing drafts reads on every page. */
export const preview = namespace({
  en: {
    notice: 'Preview — unpublished changes shown.',
    leave: 'Leave preview',
  },
  fr: {
    notice: 'Aperçu — modifications non publiées affichées.',
    leave: 'Quitter l’aperçu',
  },
})
