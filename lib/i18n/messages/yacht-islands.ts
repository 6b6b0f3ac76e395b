import { namespace } from './define'

/** What the yacht page's client islands render; sent with yacht pages only (see YachtPage). */
export const yachtIslands = namespace({
  en: {
    configure: {
      button: 'Configure My WAMA',
      soonTitle: 'Coming Very Soon!',
      soonBody:
        'The online configurator for the {name} is in its final sea trials. Until it launches, our design team will build your specification with you, option by option.',
      other: 'Configure a WAMA 26',
      close: 'Close',
    },
    gallery: {
      label: '{name} gallery',
      exterior: 'Exterior',
      interior: 'Interior',
      previous: 'Previous image',
      next: 'Next image',
      thumbnails: 'Thumbnails',
      viewFull: 'View image {index} of {total} full screen: {alt}',
      closeViewer: 'Close full-screen gallery',
    },
    sideTab: {
      label: 'Yacht enquiries',
      quote: 'Request Quote',
      newTab: '(opens in a new tab)',
      brochure: 'Get Brochure',
    },
    varieties: {
      question: 'What matters most to you?',
      label: '{name} varieties',
      from: 'From {price}',
      configure: 'Open the {name} in the configurator',
      goals: {
        performance: { label: 'Performance', description: 'Speed, handling and long fast passages.' },
        luxury: { label: 'Luxury', description: 'Comfort, materials and time at anchor.' },
        entertainment: { label: 'Entertainment', description: 'Guests, days out and shared moments.' },
      },
    },
  },
  fr: {
    configure: {
      button: 'Configurer mon WAMA',
      soonTitle: 'Très bientôt disponible !',
      soonBody:
        'Le configurateur en ligne du {name} achève ses derniers essais en mer. D’ici son lancement, notre équipe de design compose votre configuration avec vous, option par option.',
      other: 'Configurer un WAMA 26',
      close: 'Fermer',
    },
    gallery: {
      label: 'Galerie du {name}',
      exterior: 'Extérieur',
      interior: 'Intérieur',
      previous: 'Image précédente',
      next: 'Image suivante',
      thumbnails: 'Miniatures',
      viewFull: 'Afficher l’image {index} sur {total} en plein écran : {alt}',
      closeViewer: 'Fermer la galerie plein écran',
    },
    sideTab: {
      label: 'Demandes concernant le yacht',
      quote: 'Demander un devis',
      newTab: '(s’ouvre dans un nouvel onglet)',
      brochure: 'Recevoir la brochure',
    },
    varieties: {
      question: 'Qu’est-ce qui compte le plus pour vous ?',
      label: 'Versions du {name}',
      from: 'À partir de {price}',
      configure: 'Ouvrir le {name} dans le configurateur',
      goals: {
        performance: { label: 'Performance', description: 'Vitesse, tenue de mer et longues traversées rapides.' },
        luxury: { label: 'Luxe', description: 'Confort, matériaux nobles et moments au mouillage.' },
        entertainment: { label: 'Convivialité', description: 'Invités, sorties à la journée et moments partagés.' },
      },
    },
  },
})
