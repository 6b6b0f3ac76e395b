import type { ConfiguratorCatalogue } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const catalogueFr: Translation<ConfiguratorCatalogue> = {
  standardFeatures: [
    'Coque et pont en composite verre-résine infusé sous vide',
    'Réservoir de carburant de 300 L',
    'Pare-brise en verre trempé de 6 mm',
    'Cockpit autovideur',
    'Taquets d’étrave et de poupe en inox',
    'Feux de navigation à LED',
    'Pompes de cale électrique et manuelle',
    'Direction hydraulique avec volant sport',
    'Sièges baquets pilote et copilote',
    'Échelle de bain sur le tableau arrière',
    'Éclairage d’ambiance LED du cockpit',
    'Tableau de coupe-batteries avec disjoncteurs 12 V',
  ],
  colors: {
    white: { name: 'Blanc Arctique' },
    blue: { name: 'Bleu Océan' },
    gray: { name: 'Gris Orage' },
    black: { name: 'Noir Minuit' },
    gold: { name: 'Or Champagne' },
  },
  floorings: {
    standard: {
      name: 'Pont antidérapant standard',
      description: 'Surface de pont antidérapante moulée dans le composite, incluse.',
    },
    esthec: {
      name: 'Pont Esthec',
      description: 'Pont composite d’aspect teck : frais sous le pied, sans huilage, stable aux UV.',
    },
  },
  engines: {
    'gasoline-engine-350hp': {
      name: 'Moteur essence 350 ch',
      description: 'Un moteur essence de 350 ch en transmission Z, pour l’équilibre entre vitesse et autonomie.',
    },
    'mercury-f300xl': {
      name: 'Hors-bord Mercury F300 XL V8',
      description: 'Hors-bord quatre temps V8 de 300 ch, arbre extra-long.',
    },
    'mercury-f350xxl': {
      name: 'Hors-bord Mercury F350 XXL V10 Verado',
      description: 'Hors-bord Verado V10 de 350 ch, arbre extra-extra-long : l’option la plus rapide.',
    },
    'volvo-350hp-inboard': {
      name: 'In-bord Volvo Penta 350 ch',
      description: 'Moteur in-bord V8, pour une plateforme de bain dégagée et une navigation silencieuse.',
    },
    'volvo-380hp-forward': {
      name: 'Volvo Penta Forward Drive 380 ch',
      description: 'Hélices orientées vers l’avant : idéal pour le wake-surf et un sillage net.',
    },
  },
  categories: {
    'anchoring-mooring': { name: 'Mouillage et amarrage' },
    'audio-entertainment': { name: 'Audio et divertissement' },
    'protection-covers': { name: 'Housses de protection' },
    'comfort-interior': { name: 'Confort et intérieur' },
    'deck-hardware': { name: 'Accastillage' },
    'deck-equipment': { name: 'Équipement de pont' },
    'docking-protection': { name: 'Protection à l’accostage' },
    'electric-battery': { name: 'Électricité et batteries' },
    engine: { name: 'Moteur' },
    'finishing-surface': { name: 'Finitions et revêtements' },
    'fold-down-platforms': { name: 'Plateformes rabattables' },
    'freshwater-plumbing': { name: 'Eau douce et plomberie' },
    'shade-protection': { name: 'Protection solaire' },
    'steering-control': { name: 'Pilotage et commandes' },
    'wake-surf-systems': { name: 'Systèmes de wake-surf' },
  },
  options: {
    'retractable-bow-roller': {
      name: 'Davier d’étrave escamotable',
      description: 'Davier en inox qui s’escamote à fleur de l’étrave.',
    },
    'electric-windlass': {
      name: 'Guindeau électrique',
      description: 'Guindeau vertical commandé depuis le poste de pilotage et le pont.',
    },
    'anchor-chain-package': {
      name: 'Ensemble ancre inox et chaîne',
      description: 'Ancre en inox poli avec 30 m de chaîne galvanisée.',
    },
    'mooring-kit': {
      name: 'Kit d’amarres et de défenses',
      description: 'Quatre amarres tressées et quatre défenses dimensionnées pour la coque.',
    },
    'premium-stereo': {
      name: 'Système audio marin premium',
      description: 'Audio marin multizone avec amplificateurs, caisson de basses et haut-parleurs d’arceau.',
    },
    'wireless-charger': {
      name: 'Chargeur de téléphone sans fil',
      description: 'Socle de recharge Qi étanche au poste de pilotage.',
    },
    'cockpit-speakers': {
      name: 'Haut-parleurs de cockpit supplémentaires',
      description: 'Quatre haut-parleurs de cockpit supplémentaires cerclés de LED.',
    },
    'mooring-cover': {
      name: 'Taud de mouillage intégral',
      description: 'Taud respirant sur mesure couvrant tout le bateau.',
    },
    'console-cover': {
      name: 'Housse de console',
      description: 'Housse résistante aux UV pour la console de pilotage.',
    },
    'cushion-covers': {
      name: 'Jeu de housses de coussins',
      description: 'Housses pour tous les coussins du cockpit et du bain de soleil.',
    },
    'cabin-sanitary-package': {
      name: 'Pack sanitaire de cabine',
      description: 'WC marin avec réservoir à eaux noires, lavabo et ventilation.',
    },
    'premium-upholstery': {
      name: 'Sellerie premium',
      description: 'Sellerie marine matelassée en cabine et dans le cockpit.',
    },
    'cockpit-refrigerator': {
      name: 'Réfrigérateur de cockpit',
      description: 'Réfrigérateur à tiroir en inox de 49 L.',
    },
    'carbon-roll-bar': {
      name: 'Arceau en carbone',
      description: 'Arceau en fibre de carbone avec feux intégrés et point de traction.',
    },
    'stainless-rails': {
      name: 'Balcons en inox renforcés',
      description: 'Balcon avant et mains courantes latérales en inox 316 poli.',
    },
    'pop-up-cleats': {
      name: 'Taquets escamotables',
      description: 'Six taquets escamotables en inox.',
    },
    'teak-cockpit-table': {
      name: 'Table de cockpit en teck',
      description: 'Table pliante en teck sur pied amovible.',
    },
    'bow-sun-pad': {
      name: 'Bain de soleil avant',
      description: 'Bain de soleil avant sur toute la largeur, avec dossiers.',
    },
    'telescopic-swim-ladder': {
      name: 'Échelle de bain télescopique',
      description: 'Échelle de bain escamotable en inox à cinq marches.',
    },
    'fender-holders': {
      name: 'Porte-défenses',
      description: 'Quatre paniers porte-défenses en inox fixés aux balcons.',
    },
    'stainless-rub-rail': {
      name: 'Liston inox',
      description: 'Insert de liston en inox sur toute la longueur.',
    },
    'docking-lights': {
      name: 'Projecteurs d’accostage LED',
      description: 'Projecteurs d’accostage encastrés dans l’étrave.',
    },
    'dual-battery-system': {
      name: 'Double parc batteries avec chargeur',
      description: 'Seconde batterie AGM, coupleur de charge automatique et chargeur de quai.',
    },
    'shore-power': {
      name: 'Prise de quai 230 V',
      description: 'Prise de quai, câble de 25 m et tableau avec disjoncteur différentiel.',
    },
    'underwater-lights': {
      name: 'Éclairage sous-marin LED',
      description: 'Deux projecteurs sous-marins à couleurs changeantes sur le tableau arrière.',
    },
    'engine-safety-package': {
      name: 'Pack sécurité et contrôle moteur',
      description: 'Coupe-circuit sans fil, alarmes moteur et instruments numériques.',
    },
    'boero-coating-cycle': {
      name: 'Cycle de peinture Boero complet',
      description: 'Cycle complet Boero pour la coque : primaire, époxy et antifouling.',
    },
    'eco-hull-paint': {
      name: 'Peinture de coque écologique',
      description: 'Antifouling sans biocide, à faible teneur en COV.',
    },
    'esthec-deck-covering': {
      name: 'Revêtement de pont Esthec',
      description: 'Revêtement Esthec pour la plateforme de bain et les passavants.',
    },
    'custom-logo': {
      name: 'Logo personnalisé',
      description: 'Votre nom ou votre logo sur les flancs de la coque.',
    },
    'carbon-fold-down-platforms': {
      name: 'Plateformes rabattables en carbone',
      description: 'Plateformes latérales en carbone qui se rabattent en terrasses sur l’eau.',
    },
    'teak-fold-down-platform': {
      name: 'Plateforme arrière rabattable en teck',
      description: 'Plateforme de tableau arrière en teck, articulée, avec vérin à gaz.',
    },
    'freshwater-system': {
      name: 'Circuit d’eau douce 80 L',
      description: 'Réservoir de 80 L avec groupe d’eau sous pression et évier de cockpit.',
    },
    'hot-cold-deck-shower': {
      name: 'Douche de pont eau chaude et froide',
      description: 'Douchette de tableau arrière alimentée par un chauffe-eau sur échangeur moteur.',
    },
    bimini: {
      name: 'Bimini',
      description: 'Bimini repliable sur armature en inox.',
    },
    'carbon-sun-awning': {
      name: 'Taud de soleil sur mâts carbone',
      description: 'Taud de cockpit sur mâts en carbone, rangé dans le coffre.',
    },
    'hydraulic-steering-upgrade': {
      name: 'Direction hydraulique assistée',
      description: 'Assistance électro-hydraulique pour une direction légère à haute vitesse.',
    },
    'chartplotter-12': {
      name: 'Traceur de cartes 12 pouces et sondeur',
      description: 'Écran multifonction tactile avec sondeur CHIRP.',
    },
    autopilot: {
      name: 'Pilote automatique',
      description: 'Pilote automatique avec compas et commande au poste de pilotage.',
    },
    'joystick-docking': {
      name: 'Accostage par joystick',
      description: 'Pilotage par joystick pour accoster seul en toute simplicité.',
    },
    'water-ballasts': {
      name: 'Ballasts à eau',
      description: 'Poches de ballast remplissables pour une vague de surf plus généreuse.',
    },
    'wake-surf-tabs': {
      name: 'Volets de wake-surf',
      description: 'Volets automatiques pour former la vague à bâbord ou à tribord.',
    },
    'surfboard-racks': {
      name: 'Porte-planches de surf',
      description: 'Paire de porte-planches orientables sur l’arceau.',
    },
    'wake-surf-package': {
      name: 'Pack wake-surf',
      description: 'Ballasts à eau, volets de wake-surf et porte-planches, installés et réglés ensemble au chantier.',
    },
  },
  rules: [
    {
      explanation:
        'Les volets sculptent la vague que creuse le poids supplémentaire des ballasts : sans ballast, pas de vague à surfer.',
    },
    {
      explanation:
        'Le surfeur évolue à quelques mètres de la poupe : le wake-surf n’est donc proposé qu’avec une motorisation dont l’hélice se trouve sous la coque, in-bord ou Forward Drive.',
    },
    { explanation: 'Les porte-planches se fixent sur les montants de l’arceau en carbone.' },
    {
      explanation:
        'Le bimini et le taud de soleil en carbone se déploient tous deux au-dessus du cockpit depuis les mêmes fixations : l’un ou l’autre est installé.',
    },
    {
      explanation:
        'Les haut-parleurs de cockpit sont alimentés par l’amplificateur du système audio premium ; la radio de série ne peut pas les entraîner.',
    },
    {
      explanation:
        'Le guindeau fait passer la chaîne sur le davier d’étrave : sans davier, l’ancre n’a rien sur quoi glisser.',
    },
    {
      explanation:
        'Ballasts, volets et porte-planches forment un seul pack, réglé d’un seul tenant au chantier et proposé à un prix inférieur à celui des trois options choisies séparément.',
    },
  ],
}
