import { namespace } from './define'

export const common = namespace({
  en: {
    skipToContent: 'Skip to content',
    quoted: '“{text}”',
    siteTitle: 'Aluminium catamarans and monohulls',
    siteDescription:
      'WAMA builds the WAMA 26 vacuum-infused monohull and the WAMA 42 aluminium power catamaran in Megrine, Tunisia.',
  },
  fr: {
    skipToContent: 'Aller au contenu',
    quoted: '«\u202f{text}\u202f»',
    siteTitle: 'Catamarans en aluminium et monocoques',
    siteDescription:
      'WAMA construit le monocoque WAMA 26 infusé sous vide et le catamaran à moteur WAMA 42 en aluminium à Mégrine, en Tunisie.',
  },
})
