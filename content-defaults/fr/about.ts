import type { AboutContent } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const aboutFr: Translation<AboutContent> = {
  hero_pretitle: 'À propos de WAMA',
  hero_title: 'Construits à la main,\néprouvés en mer',
  hero_subtitle:
    'Un chantier naval méditerranéen installé à Mégrine, en Tunisie, qui construit des catamarans à moteur en aluminium et des monocoques infusés sous vide pour des propriétaires qui naviguent beaucoup et gardent leur yacht longtemps.',
  hero_scroll_text: 'Faites défiler pour découvrir',

  philosophy_statement_subtitle: 'Notre philosophie',
  philosophy_statement_title: 'L’ingénierie d’abord,\nle luxe partout',
  philosophy_statement_quote:
    'Le luxe n’est pas ce que l’on ajoute à un bateau à la fin. C’est la certitude que tout ce que l’on ne voit pas a été fait dans les règles.',
  philosophy_card_1_title: 'L’intégrité de la structure',
  philosophy_card_1_description:
    'Chaque coque naît d’une structure calculée : épaisseurs de tôle, plans de stratification et espacement des membrures sont dimensionnés pour l’état de la mer, non pour la brochure, et consignés dans un dossier de construction qui accompagne le bateau.',
  philosophy_card_2_title: 'Des matériaux sincères',
  philosophy_card_2_description:
    'De l’aluminium marin là où la résistance et la longévité comptent le plus, du composite infusé sous vide là où la légèreté l’emporte, et du vrai cuir, de l’Esthec façon teck et de l’inox là où les mains et les pieds rencontrent le bateau.',
  philosophy_card_3_title: 'Pensé pour son propriétaire',
  philosophy_card_3_description:
    'Deux propriétaires ne vivent jamais la mer de la même façon. Aménagement, motorisation, couleur, sellerie et équipements se décident avec vous, une conversation après l’autre, et se construisent dans le chantier même qui a dessiné la coque.',

  story_subtitle: 'Notre histoire',
  story_title: 'D’un atelier à Mégrine\nau grand large méditerranéen',
  story_description:
    'WAMA est née le 24 juin 2021 d’une conviction simple : la rive sud de la Méditerranée peut construire des yachts au niveau de la rive nord.',
  story_paragraph_1:
    'Nous nous sommes installés dans la zone industrielle de Mégrine, à quelques minutes du port de Radès, avec une équipe de soudeurs, de stratifieurs et d’ingénieurs navals qui avaient fait toute leur carrière sur des coques de navires de commerce et de travail. Ils savaient construire des structures qui prennent la mer chaque jour, par tous les temps. Nous y avons ajouté un bureau de design, un atelier de finition et une obsession pour les détails que touche un propriétaire.',
  story_paragraph_2:
    'Le WAMA 26 et le WAMA 42 en sont le fruit : deux yachts, deux matériaux, une même méthode. Chacun est dessiné, calculé, construit, aménagé et essayé en mer sous notre propre toit, si bien que ceux qui répondent à vos questions sont ceux qui ont construit votre bateau. C’est toujours ainsi que nous travaillons, et c’est pourquoi la plupart de nos propriétaires viennent au chantier bien avant la mise à l’eau de leur yacht.',
  story_image_alt:
    'La coque d’un WAMA 26 sur son ber doré, dans le hangar du chantier de Mégrine, la grande porte ouverte sur la mer du matin',

  difference_subtitle: 'La différence WAMA',
  difference_description:
    'Trois engagements façonnent chaque yacht qui quitte Mégrine. C’est grâce à eux que nos bateaux restent solides à haute vitesse, silencieux au mouillage et irréprochables après de nombreuses saisons.',
  difference_closing_quote:
    'Nous préférons passer une semaine de plus sur une coque qu’un mot de plus dans une brochure. La mer se charge de faire la différence.',

  feature_1_title: 'L’aluminium marin soudé',
  feature_1_description:
    'Le WAMA 42 est construit en tôles d’aluminium marin 5083 et en profilés 6082, découpés, formés et soudés dans notre chantier. L’aluminium donne au catamaran une structure légère et d’une rigidité remarquable, qui encaisse les chocs, ne connaît pas l’osmose et se répare dans n’importe quel port avec un poste à souder.',
  feature_1_highlights:
    'Tôles de qualité marine 5083, Soudure MIG pulsée par des soudeurs certifiés, Aucune osmose et grande résistance aux chocs, Structure entièrement recyclable',
  feature_1_image: '/art/wama42-deck-plan-hull-fr.webp',
  feature_1_image_alt: 'Plan technique du WAMA 42 au niveau des coques, avec cotes et repères de couples',

  feature_2_title: 'Le composite infusé sous vide',
  feature_2_description:
    'La coque et le pont du WAMA 26 sont infusés en moule fermé : tissus de verre secs et âme en mousse sont drapés, scellés sous une bâche à vide puis imprégnés de résine en une seule injection maîtrisée. Le stratifié est plus léger, plus résistant et plus régulier qu’au contact, et l’air de l’atelier reste sain.',
  feature_2_highlights:
    'Taux de fibre plus élevé, Âme en mousse à cellules fermées, Barrière vinylester contre l’osmose, Un poids constant d’une coque à l’autre',
  feature_2_image: '/art/wama26-deck-plan-fr.webp',
  feature_2_image_alt: 'Plan de pont du WAMA 26 : console de pilotage, banquettes du cockpit et bain de soleil avant',

  feature_3_title: 'Achevé autour de vous',
  feature_3_description:
    'Une fois la structure juste, le yacht devient le vôtre. Couleur, revêtement de pont, sellerie, motorisation et équipements se choisissent avec notre équipe de design, puis sont installés et testés à Mégrine avant votre premier essai en mer. Rien n’est ajouté par un tiers après la livraison.',
  feature_3_highlights:
    'Séances de design personnalisées, Sellerie et menuiserie réalisées en interne, Moteur et électronique installés par nos propres techniciens, Essai en mer avant la remise des clés',
  feature_3_image_alt: 'Le carré du WAMA 42, ses banquettes en cuir surpiqué et ses boiseries chaleureuses',
}
