import type { Testimonial } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const testimonialsFr: Translation<Testimonial[]> = {
  'testimonial-wama-42-marseille': {
    quote:
      'Nous sommes venus trois fois au chantier pendant la construction, et chaque fois le même soudeur nous a fait le tour de notre propre coque. En mer, il est exactement tel qu’on nous l’avait promis : silencieux, stable et d’un calme absolu quand le mistral nous surprend.',
    position: 'Propriétaire, Marseille',
  },
  'testimonial-wama-26-hammamet': {
    quote:
      'Le WAMA 26, c’est deux bateaux en un. Le matin, nous filons vers les îles à quarante nœuds ; l’après-midi, nous remplissons les ballasts et les enfants surfent jusqu’au coucher du soleil. L’embase Forward Drive nous a apporté une vraie tranquillité d’esprit.',
    position: 'Propriétaire, Hammamet',
  },
  'testimonial-wama-42-malta': {
    quote:
      'Ce qui m’a convaincue, c’est le dossier de construction. Chaque soudure, chaque câble, chaque matériau y est documenté. Deux saisons plus tard, je n’en ai jamais eu besoin, mais je sais exactement ce que je possède.',
    position: 'Propriétaire, La Valette',
  },
  'testimonial-wama-26-nice': {
    quote:
      'J’ai configuré le bateau en ligne un soir, et une semaine plus tard j’étais à Mégrine, en train de choisir le cuir avec le sellier qui allait le coudre. Ce n’est pas quelque chose que l’on trouve dans un grand chantier de série.',
    position: 'Propriétaire, Nice',
  },
  'testimonial-wama-42-tunis': {
    quote:
      'Nous mouillons là où les autres yachts ne peuvent pas aller, et nous ne roulons jamais. Nos invités nous demandent sans cesse quand ils pourront revenir. L’équipe de conciergerie a répondu à chacun de nos appels, à toute heure.',
    position: 'Propriétaire, Tunis',
  },
}
