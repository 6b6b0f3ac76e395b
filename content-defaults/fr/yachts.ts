import type { Yacht } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const yachtsFr: Translation<Yacht[]> = {
  'wama-26': {
    hero_image_alt: 'Le monocoque WAMA 26 traversant une mer calme à l’aube, un long sillage derrière lui',
    tagline: 'Le monocoque sportif, infusé pour la vitesse',
    type: 'Monocoque sportif',
    summary:
      'Vingt-six pieds de composite infusé sous vide, dessinés pour la vitesse et le plaisir. Une carène en V profond qui reste sèche à 42 nœuds, une cabine pour deux, et une version wake-surf qui transforme chaque baie en spot de surf.',
    description: `<p>Le WAMA 26 est un monocoque sportif de 26 pieds pour les propriétaires qui veulent être sur l’eau aux premières lueurs et y être encore au coucher du soleil. Sa carène en V profond est infusée sous vide en une seule opération : une structure légère et rigide qui atteint 42 nœuds et retombe en douceur lorsque la brise de l’après-midi lève le clapot méditerranéen.</p>
<p>Huit personnes voyagent confortablement sur les banquettes enveloppantes du cockpit et le bain de soleil avant, tandis que la cabine sous la console transforme une sortie à la journée en nuit au mouillage. Choisissez une motorisation hors-bord, en transmission Z, in-bord ou Forward Drive, puis faites-le vôtre, de la couleur de la coque à la surface sous vos pieds.</p>`,
    gallery: [
      { alt: 'Le WAMA 26 au large à l’aube, vu de trois quarts arrière' },
      { alt: 'Le WAMA 26 de profil : ligne de tonture, pare-brise bas et entrée d’eau en V profond' },
      { alt: 'Le WAMA 26 au repos dans une baie abritée, sa plateforme de bain au ras de l’eau' },
      { alt: 'La cabine du WAMA 26, sa couchette double et sa sellerie surpiquée' },
      { alt: 'Le poste de pilotage du WAMA 26 : volant sport, tableau de bord et sièges baquets' },
      { alt: 'Gros plan sur le pont Esthec façon teck et l’accastillage inox du cockpit du WAMA 26' },
    ],
    specs: {
      length: '7,92 m (26 pi)',
      beam: '2,59 m (8,5 pi)',
      draft: '0,80 m (2,6 pi)',
      displacement: '2 950 kg (6 500 lb) lège',
      fuel_capacity: '300 L (79 gal US)',
      water_capacity: '60 L (16 gal US)',
      max_speed: '42 nœuds',
      cruising_speed: '30 nœuds',
      bathrooms: '1 (WC marin en option)',
      sleeps: '8 personnes à la journée, 2 pour la nuit',
    },
    construction: 'Composite verre-résine infusé sous vide',
    quote:
      'Nous voulions un 26 pieds qui se comporte comme un bateau bien plus grand quand la mer se creuse, et comme un jouet quand elle redevient d’huile. L’infusion nous a donné la rigidité nécessaire pour réussir les deux.',
    quote_author: 'Bureau d’architecture navale WAMA',
    features: [
      {
        name: 'Coque et pont infusés sous vide',
        description:
          'Verre, âme en mousse et résine sont réunis sous vide dans des moules fermés, pour un stratifié plus léger, plus rigide et plus régulier qu’au contact.',
      },
      {
        name: 'Un V profond à 42 nœuds',
        description:
          'Une étrave fine et une carène à V constant l’emmènent à 42 nœuds et la gardent sèche et prévisible dans la mer courte de Méditerranée.',
      },
      {
        name: 'Cinq motorisations',
        description:
          'Du hors-bord Mercury V8 de 300 ch au Volvo Penta Forward Drive de 380 ch, chaque installation est conçue et testée dans notre chantier.',
      },
      {
        name: 'Une cabine pour deux',
        description:
          'Une couchette double, un panneau ouvrant et un éclairage LED sous la console, avec un pack sanitaire en option pour passer la nuit à bord.',
      },
      {
        name: 'Prêt pour le wake-surf',
        description:
          'Ballasts à eau, transmission Forward Drive et plateformes rabattables en carbone en font un bateau de surf qui sculpte une vague nette et surfable.',
      },
      {
        name: 'Pensé pour les longues journées',
        description:
          'Un réservoir de 300 L, des pare-brise en verre trempé de 6 mm et un cockpit autovideur sont de série : autonomie et protection ne sont jamais des options.',
      },
    ],
    varieties: {
      sport: {
        name: 'WAMA 26 Sport',
        description:
          'Le plus rapide des WAMA 26 : le Mercury V10 Verado de 350 ch, un arceau en carbone et un poste de pilotage réglé pour celui qui veut chacun des 42 nœuds.',
        key_features: [
          'Hors-bord Mercury F350 XXL V10 Verado',
          'Arceau en fibre de carbone',
          'Direction hydraulique assistée',
          'Traceur de cartes et sondeur 12 pouces',
          'Coque Noir Minuit',
        ],
        recommendation:
          'Pour les propriétaires qui mesurent une journée en mer aux milles parcourus et aux virages pris.',
      },
      luxury: {
        name: 'WAMA 26 Luxe',
        description:
          'Le WAMA 26 en annexe privée de la belle vie : pont Esthec, système audio premium, bimini pour les longs déjeuners et cabine aménagée pour la nuit.',
        key_features: [
          'Pont Esthec façon teck sur toute la surface',
          'Système audio marin premium avec haut-parleurs de cockpit',
          'Moteur in-bord Volvo Penta 350 ch, silencieux au mouillage',
          'Pack sanitaire de cabine et sellerie premium',
          'Bimini et réfrigérateur de cockpit',
          'Coque Or Champagne',
        ],
        recommendation: 'Pour les propriétaires qui reçoivent à bord et aiment rester jusqu’au coucher du soleil.',
      },
      standard: {
        name: 'WAMA 26 Standard',
        description:
          'L’essentiel du WAMA 26 : la même coque infusée, le même potentiel de 42 nœuds et tous les équipements de série, prêt à être configuré option par option.',
        key_features: [
          'Coque et pont en composite verre-résine infusé sous vide',
          'Réservoir de carburant de 300 L',
          'Pare-brise en verre trempé de 6 mm',
          'Cockpit autovideur avec éclairage d’ambiance LED',
          'Coque Blanc Arctique et pont antidérapant moulé',
        ],
        recommendation: 'Pour les propriétaires qui veulent partir du bateau pur et choisir eux-mêmes chaque option.',
      },
    },
    deck_plans: [
      { title: 'Plan de pont du WAMA 26', label: 'Pont principal et cabine', image: '/art/wama26-deck-plan-fr.webp' },
    ],
    customization_title: 'Votre WAMA 26, à votre façon',
    customization_subtitle: 'Construit sur commande à Mégrine',
    customization_description:
      'Chaque WAMA 26 est construit sur commande. Partez du bateau de série, puis choisissez la couleur de la coque, le revêtement du pont, la motorisation et plus de quarante options, des ballasts à eau à l’arceau en carbone. Notre configurateur en ligne chiffre chaque choix au fil de vos décisions, et notre équipe de design transforme votre configuration en une spécification de construction validée avec vous avant que la première couche de verre n’entre dans le moule.',
    customization_philosophy:
      'Nous préférons construire un bateau parfaitement juste que cent bateaux presque justes. Les options sont intégrées à la structure, non vissées après coup : réservoirs de ballast, embases d’arceau et charnières de plateformes sont stratifiés dès le départ.',
    customization_quote:
      'La meilleure liste d’options est celle qui s’écrit autour de la façon dont vous passez vraiment vos journées sur l’eau.',
    surf_title: 'L’édition Wake-Surf',
    surf_description:
      'Équipé du Volvo Penta Forward Drive, de ballasts à eau intégrés et de plateformes rabattables en carbone, le WAMA 26 devient un bateau de wake-surf. Les hélices orientées vers l’avant se trouvent bien sous la coque, loin de la plateforme de bain, tandis que les ballasts permettent de régler la vague, du rouleau doux pour longboard à la face raide et puissante.',
    surf_vision:
      'Une seule coque pour toute la journée : une traversée rapide jusqu’au récif le matin, une session à midi sur une vague que vous avez vous-même façonnée, et le déjeuner au mouillage, la planche de retour sur son support.',
    exterior_title: 'Extérieur',
    exterior_subtitle: 'Un cockpit ouvert pensé pour la Méditerranée',
    exterior_description: `<p>Le WAMA 26 est dessiné autour de son cockpit : un pont dégagé et autovideur où huit personnes peuvent circuler, s’asseoir et se baigner sans gêner le pilote. Chaque surface que l’on touche est douce, chaleureuse ou antidérapante.</p>
<ul>
<li>Carène en V profond infusée sous vide, à V constant</li>
<li>Pare-brise en verre trempé de 6 mm avec main courante en inox</li>
<li>Banquettes de cockpit enveloppantes avec rangement sous chaque coussin</li>
<li>Bain de soleil avant avec dossier en option</li>
<li>Plateforme de bain intégrée avec échelle télescopique</li>
<li>Pont Esthec façon teck en option, frais sous le pied et sans huilage</li>
</ul>`,
    interior_title: 'La cabine',
    interior_description:
      'Sous la console, une cabine privée avec une couchette double sur toute la largeur, un panneau de pont ouvrant et un doux éclairage LED. La sellerie est cousue main dans notre propre atelier, dans les tissus et les cuirs choisis avec vous, et un pack sanitaire en option ajoute un WC marin discret pour passer la nuit à bord.',
    interior_outboard_advantage:
      'Avec une motorisation hors-bord, pas de capot moteur dans le cockpit ni de machinerie en dessous. L’espace qu’occuperait une transmission Z devient rangement, bain de soleil plus long et cabine plus silencieuse, et le moteur se relève hors de l’eau au mouillage.',
    interior_philosophy:
      'Les petits bateaux méritent le même soin que les grands. La cabine est achevée au niveau de nos intérieurs de catamaran : arêtes arrondies, fixations invisibles et matériaux qui vieillissent bien à l’air salin.',
    seo: {
      title: 'WAMA 26 | Monocoque sportif infusé sous vide, 42 nœuds',
      description:
        'Le WAMA 26 : un monocoque sportif de 7,92 m en composite infusé sous vide pour 8 personnes, 42 nœuds en pointe, une cabine pour deux et une édition wake-surf. À partir de 160 000 €. Construit en Tunisie.',
    },
  },
  'wama-42': {
    hero_image_alt:
      'Le catamaran à moteur WAMA 42 au mouillage au crépuscule, ses deux coques se découpant sur le ciel',
    tagline: 'Le catamaran à moteur en aluminium',
    type: 'Catamaran à moteur',
    summary:
      'Quarante-deux pieds d’aluminium marin soudé, sur deux coques. Trois cabines, un salon de plain-pied avec le cockpit et une plateforme qui reste stable au mouillage, pour de longues journées et de plus longues traversées.',
    description: `<p>Le WAMA 42 est un catamaran à moteur de 42 pieds soudé en aluminium marin dans notre chantier de Mégrine. Deux coques effilées et 6,55 m de largeur lui donnent la stabilité d’un yacht bien plus grand : il navigue à plat à 28 nœuds, reste stable au mouillage et offre un espace de vie que les monocoques n’atteignent qu’à des longueurs bien supérieures.</p>
<p>Trois cabines et deux salles d’eau accueillent six personnes en toute intimité, un carré s’ouvre de plain-pied sur le cockpit, et douze invités partagent la journée entre le pont arrière ombragé et le salon avant. L’aluminium le rend robuste, léger et réparable partout, et les deux hors-bord laissent les deux coques libres pour la vie à bord.</p>`,
    gallery: [
      { alt: 'Le WAMA 42 au mouillage au crépuscule, ses coques en aluminium reflétant le soleil couchant' },
      { alt: 'Le WAMA 42 de profil : hard-top, larges vitrages du carré et coques jumelles' },
      { alt: 'Le WAMA 42 vu de l’étrave, ses deux coques portant un vaste salon de pont avant' },
      { alt: 'Le carré du WAMA 42 : vitrages panoramiques, banquettes et cuisine à l’arrière' },
      { alt: 'Détail des banquettes en cuir surpiqué et des boiseries chaleureuses du carré du WAMA 42' },
      {
        alt: 'La suite du propriétaire du WAMA 42, dans la coque tribord, avec son lit central et ses hublots de coque',
      },
    ],
    specs: {
      length: '12,80 m (42 pi)',
      beam: '6,55 m (21,5 pi)',
      draft: '0,90 m (3,0 pi)',
      displacement: '12 500 kg (27 560 lb) lège',
      fuel_capacity: '2 × 800 L (423 gal US au total)',
      water_capacity: '500 L (132 gal US)',
      max_speed: '28 nœuds',
      cruising_speed: '22 nœuds',
      sleeps: '12 personnes à la journée, 6 pour la nuit',
    },
    construction: 'Aluminium marin soudé',
    quote:
      'L’aluminium nous permet de construire un catamaran à la fois léger et d’une solidité sans compromis. On le sent dès la première mer creuse : il passe, tout simplement.',
    quote_author: 'Bureau d’architecture navale WAMA',
    features: [
      {
        name: 'Structure en aluminium soudé',
        description:
          'Coque et pont en tôles marines 5083 et profilés 6082, soudés par des soudeurs certifiés : légers, rigides, résistants aux chocs et insensibles à l’osmose.',
      },
      {
        name: 'La stabilité du catamaran',
        description:
          '6,55 m de largeur et deux coques effilées le gardent à plat en route comme au mouillage : les verres restent sur la table et les invités à leur aise.',
      },
      {
        name: 'Trois cabines, deux salles d’eau',
        description:
          'Une suite propriétaire avec salle d’eau privative occupe la coque tribord ; deux cabines invités se partagent une salle d’eau dans la coque bâbord.',
      },
      {
        name: 'Un carré de plain-pied avec le cockpit',
        description:
          'Des portes coulissantes ouvrent le carré et la cuisine sur le pont arrière en un seul espace continu, ombragé par un hard-top intégré.',
      },
      {
        name: 'Deux moteurs hors-bord',
        description:
          'Deux hors-bord l’emmènent à 28 nœuds et le font croiser à 22, se relèvent au mouillage et laissent les deux coques libres de toute machinerie pour la vie à bord.',
      },
      {
        name: 'Faible tirant d’eau, horizons larges',
        description:
          'Un tirant d’eau de 0,90 m ouvre des mouillages que les yachts plus profonds doivent ignorer, des lagons insulaires aux baies peu profondes de la côte tunisienne.',
      },
    ],
    varieties: {
      sport: {
        name: 'WAMA 42 Sport',
        description:
          'Le WAMA 42 avec la motorisation hors-bord la plus puissante, un aménagement allégé et un poste de pilotage pensé pour les longues traversées rapides d’île en île.',
        key_features: [
          'Deux hors-bord haute puissance avec accostage par joystick',
          'Hard-top et console de pilotage allégés, finition effet carbone',
          'Double siège pilote avec maintien latéral et instrumentation tout écran',
          'Pont avant renforcé avec berceaux d’annexe',
          'Flaps de trim réglés pour la performance',
        ],
        recommendation: 'Pour les propriétaires qui naviguent d’île en île et veulent arriver avant le déjeuner.',
      },
      luxury: {
        name: 'WAMA 42 Luxe',
        description:
          'Le WAMA 42 en résidence flottante : groupe électrogène, climatisation intégrale, suite propriétaire agrandie et les plus beaux matériaux de nos ateliers de sellerie et de menuiserie.',
        key_features: [
          'Groupe électrogène diesel et climatisation dans chaque cabine',
          'Suite propriétaire agrandie avec dressing',
          'Sellerie en cuir cousue main et menuiserie en noyer',
          'Pont Esthec dans tout le cockpit et sur le pont avant',
          'Système audio premium avec haut-parleurs par zones dans le carré et sur le pont',
        ],
        recommendation: 'Pour les propriétaires qui vivent à bord des semaines entières et reçoivent avec élégance.',
      },
      standard: {
        name: 'WAMA 42 Standard',
        description:
          'Le WAMA 42 complet : structure en aluminium, trois cabines, deux salles d’eau, deux hors-bord et toute la spécification de série, prêt à recevoir vos choix personnels.',
        key_features: [
          'Coques et pont en aluminium marin 5083 soudé',
          'Trois cabines et deux salles d’eau',
          'Deux moteurs hors-bord',
          'Carré avec cuisine ouverte sur le cockpit',
          'Hard-top intégré avec éclairage LED',
        ],
        recommendation:
          'Pour les propriétaires qui veulent le catamaran essentiel et la liberté de le définir à leur façon.',
      },
    },
    deck_plans: [
      {
        title: 'Pont principal du WAMA 42',
        label: 'Carré, cuisine, poste de pilotage, cockpit et salon avant',
        image: '/art/wama42-deck-plan-main-fr.webp',
      },
      {
        title: 'Niveau des coques du WAMA 42',
        label: 'Suite du propriétaire, deux cabines invités et deux salles d’eau',
        image: '/art/wama42-deck-plan-hull-fr.webp',
      },
    ],
    customization_title: 'Un catamaran construit autour de vous',
    customization_subtitle: 'Construit sur commande à Mégrine',
    customization_description:
      'Chaque WAMA 42 est construit pour un propriétaire. Avant la découpe de la première tôle, nous définissons avec vous l’aménagement : la taille de la suite du propriétaire, la disposition de la cuisine, la motorisation, la climatisation, l’électronique, la sellerie et les finitions. Comme la coque, les systèmes et l’intérieur sont tous réalisés dans notre chantier, vos choix sont intégrés dès la conception, et vous êtes le bienvenu pour suivre en personne chaque étape de la construction.',
    customization_philosophy:
      'Un catamaran est une maison sur l’eau. Nous le concevons comme un architecte conçoit une maison : en partant de votre façon de vivre, puis en façonnant la structure et les systèmes pour la servir.',
    customization_quote: 'L’aménagement doit suivre votre vie à bord, et non l’inverse.',
    exterior_title: 'Extérieur',
    exterior_subtitle: 'L’espace et la sérénité sur deux coques',
    exterior_description: `<p>Sur 6,55 m de largeur, le WAMA 42 offre la surface de pont d’un yacht bien plus grand, organisée pour que douze invités trouvent ombre, soleil et intimité sans jamais se gêner.</p>
<ul>
<li>Coques et superstructure en aluminium marin soudé</li>
<li>Hard-top intégré qui ombrage le poste de pilotage, le carré et le cockpit arrière</li>
<li>Cockpit arrière avec table de repas en plein air pour douze convives</li>
<li>Salon de pont avant avec bains de soleil au-dessus de la nacelle</li>
<li>Deux plateformes de bain avec échelle de bain dépliante</li>
<li>Larges passavants bordés de hautes filières en inox</li>
</ul>`,
    interior_title: 'Intérieur',
    interior_description:
      'Le carré occupe toute la largeur de la nacelle, avec des vitrages panoramiques, un salon et une cuisine ouverte sur le cockpit. Dans les coques, la suite du propriétaire occupe tout le côté tribord avec un lit central, un bureau et une salle d’eau privative, tandis que deux cabines invités se partagent une salle d’eau à bâbord.',
    interior_outboard_advantage:
      'Avec deux hors-bord, pas de salle des machines. Le volume qu’occuperaient des moteurs in-bord dans chaque coque est rendu aux cabines : couchettes plus longues, salles d’eau plus grandes et nuits plus calmes, et les moteurs s’entretiennent depuis les plateformes de bain sans soulever un seul plancher.',
    interior_philosophy:
      'De la lumière, de l’air et des matériaux sincères : un cuir qui s’assouplit avec le temps, une menuiserie aux angles arrondis pour un bateau en mouvement, et des tissus choisis pour vivre avec le sel, le soleil et les pieds nus.',
    seo: {
      title: 'WAMA 42 | Catamaran à moteur en aluminium, 3 cabines',
      description:
        'Le WAMA 42 : un catamaran à moteur de 12,80 m en aluminium soudé, 6,55 m de largeur, 3 cabines, 12 personnes et 28 nœuds. À partir de 950 000 €. Construit sur commande en Tunisie.',
    },
  },
}
