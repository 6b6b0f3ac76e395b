import { namespace } from './define'

/** The home page's fixed wording; its editable texts come from the CMS (HomeContent, HomepageHero). */
export const home = namespace({
  en: {
    hero: {
      label: 'WAMA yachts',
      catamarans: 'CATAMARANS',
      monohulls: 'MONOHULLS',
      wama42Alt: 'The WAMA 42 aluminium power catamaran on the open sea',
      wama26Alt: 'The WAMA 26 sport monohull on the open sea',
      discoverMore: 'Discover More',
      bookConsultation: 'Book Consultation',
      explore: 'Explore',
      chooseModel: 'Choose a model',
      switchTo: 'Switch to the {name}',
      show: 'Show the {name}: {title}',
      mobileTitle: 'WAMA Yachts: monohulls and catamarans built in Megrine, Tunisia',
      mobileMonohulls: 'Monohulls',
      mobileCatamarans: 'Catamarans',
    },
    quotes: {
      founder: 'A word from the founder',
      approach: 'Our approach',
      discoverStory: 'Discover Our Story',
    },
    fleet: {
      eyebrow: 'The Fleet',
      title:
        '{count, plural, one {One yacht} =2 {Two yachts} =3 {Three yachts} other {# yachts}}, drawn and built under one roof',
      cta: 'Discover the {name}',
      cabins: '{count, plural, one {# cabin} other {# cabins}}',
    },
    showcase: {
      eyebrow: 'In Detail',
      title: 'Specifications at a glance',
      intro: 'The figures that matter, the equipment that defines each model, and the price at which your WAMA begins.',
      chooseModel: 'Choose a model',
      images: '{name} images',
      slide: '{index} of {count}',
      chooseImage: 'Choose an image',
      showImage: 'Show image {index} of {count}',
      previous: 'Previous image',
      next: 'Next image',
      features: 'Features',
      startingAt: 'Starting at',
      priceOnRequest: 'On request',
      viewDetails: 'View Details',
      bookConsultation: 'Book Consultation',
      spec: {
        length: 'Length',
        beam: 'Beam',
        guests: 'Aboard',
        cabins: 'Cabins',
        maxSpeed: 'Max Speed',
      },
    },
    expertise: {
      founded: 'Yard founded in Megrine',
      aluminium: 'Marine-grade aluminium',
      materials: 'Materials, one roof',
      concierge: 'Concierge availability',
      conciergeValue: '24/7',
    },
    testimonials: {
      pretitle: 'Owners',
      title: 'In their words',
    },
    contact: {
      sidebarText:
        'Speak with our team by phone, WhatsApp or video call, at a time that suits you. Our concierge team is available 24/7.',
    },
  },
  fr: {
    hero: {
      label: 'Les yachts WAMA',
      catamarans: 'CATAMARANS',
      monohulls: 'MONOCOQUES',
      wama42Alt: 'Le catamaran à moteur WAMA 42 en aluminium, en pleine mer',
      wama26Alt: 'Le monocoque sportif WAMA 26, en pleine mer',
      discoverMore: 'Découvrir',
      bookConsultation: 'Réserver un entretien',
      explore: 'Explorer',
      chooseModel: 'Choisir un modèle',
      switchTo: 'Passer au {name}',
      show: 'Afficher le {name} : {title}',
      mobileTitle: 'WAMA Yachts : monocoques et catamarans construits à Mégrine, en Tunisie',
      mobileMonohulls: 'Monocoques',
      mobileCatamarans: 'Catamarans',
    },
    quotes: {
      founder: 'Le mot du fondateur',
      approach: 'Notre approche',
      discoverStory: 'Découvrir notre histoire',
    },
    fleet: {
      eyebrow: 'La flotte',
      title:
        '{count, plural, one {Un yacht, dessiné et construit} =2 {Deux yachts, dessinés et construits} =3 {Trois yachts, dessinés et construits} other {# yachts, dessinés et construits}} sous un même toit',
      cta: 'Découvrir le {name}',
      cabins: '{count, plural, one {# cabine} other {# cabines}}',
    },
    showcase: {
      eyebrow: 'En détail',
      title: 'Les caractéristiques en un coup d’œil',
      intro:
        'Les chiffres qui comptent, les équipements qui définissent chaque modèle et le prix auquel commence votre WAMA.',
      chooseModel: 'Choisir un modèle',
      images: 'Images du {name}',
      slide: '{index} sur {count}',
      chooseImage: 'Choisir une image',
      showImage: 'Afficher l’image {index} sur {count}',
      previous: 'Image précédente',
      next: 'Image suivante',
      features: 'Équipements',
      startingAt: 'À partir de',
      priceOnRequest: 'Sur demande',
      viewDetails: 'Voir le modèle',
      bookConsultation: 'Réserver un entretien',
      spec: {
        length: 'Longueur',
        beam: 'Largeur',
        guests: 'À bord',
        cabins: 'Cabines',
        maxSpeed: 'Vitesse max.',
      },
    },
    expertise: {
      founded: 'Fondation du chantier à Mégrine',
      aluminium: 'Aluminium de qualité marine',
      materials: 'Matériaux, un seul toit',
      concierge: 'Conciergerie à votre écoute',
      conciergeValue: '24/7',
    },
    testimonials: {
      pretitle: 'Propriétaires',
      title: 'Ils racontent',
    },
    contact: {
      sidebarText:
        'Échangez avec notre équipe par téléphone, WhatsApp ou visioconférence, au moment qui vous convient. Notre conciergerie est à votre disposition 24 h/24, 7 j/7.',
    },
  },
})
