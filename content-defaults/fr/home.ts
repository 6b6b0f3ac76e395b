import type { HomeContent, HomepageHero } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const homepageHeroFr: Translation<HomepageHero> = {
  hero_wama42_title: 'CATAMARANS',
  hero_wama42_description:
    'Le WAMA 42 : un catamaran à moteur en aluminium soudé, trois cabines, 6,55 m de largeur et l’assurance de traverser le large à 28 nœuds.',
  hero_wama26_title: 'MONOCOQUES',
  hero_wama26_description:
    'Le WAMA 26 : un monocoque sportif infusé sous vide qui file à 42 nœuds, accueille huit personnes et transforme chaque baie en spot de surf.',
}

export const homeContentFr: Translation<HomeContent> = {
  hero_pretitle: 'Chantier naval méditerranéen · Construit en Tunisie',
  hero_cta_primary_text: 'Découvrir',
  hero_cta_secondary_text: 'Prendre rendez-vous',
  hero_scroll_text: 'Explorer',

  hero_mobile_monohull_alt: 'Le monocoque WAMA 26 au large, à l’aube',
  hero_mobile_monohull_label: 'Monocoques',
  hero_mobile_monohull_cta: 'Découvrir le WAMA 26',
  hero_mobile_catamaran_alt: 'Le catamaran à moteur en aluminium WAMA 42 au mouillage, au crépuscule',
  hero_mobile_catamaran_label: 'Catamarans',
  hero_mobile_catamaran_cta: 'Découvrir le WAMA 42',

  category_pretitle: 'La collection',
  category_title: 'Deux coques, une même exigence',
  category_description:
    'Un monocoque composite pour la vitesse et le jeu, un catamaran en aluminium pour l’espace et les longues journées en mer. Chacun est conçu, construit et essayé en mer dans notre chantier de Mégrine, puis achevé selon l’usage que vous en ferez.',
  category_monohull_alt: 'Le WAMA 26 de profil : carène en V profond et pare-brise bas',
  category_monohull_label: 'Monocoque',
  category_monohull_description:
    'Vingt-six pieds de composite infusé sous vide : léger, rigide, vif jusqu’à 42 nœuds, avec une cabine pour deux et une édition wake-surf pour ceux qui ne restent jamais au sec.',
  category_monohull_cta: 'Découvrir les monocoques',
  category_catamaran_alt:
    'Le catamaran à moteur WAMA 42 vu de l’étrave, ses deux coques en aluminium portant un large pont',
  category_catamaran_label: 'Catamaran à moteur',
  category_catamaran_description:
    'Quarante-deux pieds d’aluminium marin soudé sur deux coques : trois cabines, un carré de plain-pied avec le cockpit et une plateforme qui reste parfaitement stable au mouillage.',
  category_catamaran_cta: 'Découvrir les catamarans',

  quote1_text:
    'Nous construisons les bateaux sur lesquels nous voudrions emmener nos propres familles : des structures franches, rien de caché derrière les habillages, et chaque soudure, chaque stratification signée par la personne qui l’a réalisée.',
  quote1_position: 'Fondateur et directeur général, WAMA',
  quote2_text:
    'Un yacht se juge sur le pire jour de la saison, pas sur le meilleur. C’est pour ce jour-là que nous le dessinons.',
  quote2_position: 'Le bureau d’architecture navale WAMA',
  quote2_cta_text: 'Découvrir notre histoire',

  expertise_subtitle: 'Notre savoir-faire',
  expertise_title: 'L’aluminium et le composite, maîtrisés sous un même toit',
  expertise_description:
    'Rares sont les chantiers qui travaillent ces deux matériaux au niveau du yachting. À Mégrine, nos soudeurs façonnent l’aluminium marin 5083 en coques de catamaran tandis qu’à quelques mètres, nos stratifieurs infusent sous vide des monocoques composites. Conception, structure, systèmes et finitions restent au même endroit, avec une seule équipe responsable de chaque bateau, de la première découpe au dernier essai en mer.',

  contact_subtitle: 'Nous contacter',
  contact_title: 'Commencez votre voyage',
  contact_description:
    'Dites-nous comment vous imaginez votre yacht : les eaux, les invités, la saison. Un membre de notre équipe vous répond sous 24 heures avec les caractéristiques, les disponibilités et la suite à donner, qu’il s’agisse d’un appel, d’une visite du chantier ou d’un essai en mer.',
  contact_submit_button_text: 'Envoyer ma demande',
  contact_sidebar_title: 'Rendez-vous privé',
  contact_consultation_button_text: 'Prendre rendez-vous',
  contact_email_label: 'E-mail',
  contact_location_label: 'Chantier',
  contact_location: 'Zone industrielle, Mégrine, Tunisie',
}
