import { namespace } from './define'

/** The about page's fixed sections and its failed state; its editable texts come from the CMS (AboutContent). */
export const about = namespace({
  en: {
    error: {
      eyebrow: 'About WAMA',
      title: 'Failed to load about page',
      body: 'Our story is taking a moment to load. Please try again shortly, or continue exploring the fleet.',
      retry: 'Try Again',
      home: 'Back to Home',
    },
    difference: { eyebrow: 'Three Commitments' },
    story: {
      alt: 'The WAMA yard in Megrine',
      place: 'Megrine, Tunisia',
      established: 'Est. 2021',
    },
    testimonials: { pretitle: 'Owners', title: 'What our owners say' },
    expertise: {
      eyebrow: 'Our Expertise',
      title: 'Two materials, mastered side by side',
      aluminium: {
        label: 'Aluminium',
        title: 'Welded for the open sea',
        text: 'Plate is cut on our own table, formed and welded by certified welders in a hall kept free of steel dust. Every critical seam is recorded in the build file that travels with the boat.',
        point1: '5083 plate, 6082 extrusions',
        point2: 'Insulated, isolated fittings',
        point3: 'Galvanic protection by design',
        alt: 'The WAMA 42 catamaran seen from the bow, its aluminium hulls catching the light',
      },
      composite: {
        label: 'Composite',
        title: 'Infused for lightness',
        text: 'Dry glass and closed-cell foam are laid into closed moulds and saturated with resin under vacuum in a single controlled shot: a lighter, stiffer laminate, identical from hull to hull.',
        point1: 'Vacuum infusion, closed moulds',
        point2: 'Vinylester osmosis barrier',
        point3: 'Consistent weight hull after hull',
        alt: 'Profile of the WAMA 26 monohull showing its vacuum-infused deep-V hull',
      },
    },
    materials: {
      eyebrow: 'Materials Excellence',
      title: 'Chosen to last, finished to be touched',
      intro:
        'Every material aboard a WAMA earns its place twice: once for how it performs at sea, and once for how it feels under your hand after many seasons.',
      aluminium: { name: 'Marine Aluminium', detail: '5083 / 6082 alloys, welded in-house' },
      composite: { name: 'Infused Composite', detail: 'E-glass, foam core, vinylester resin' },
      esthec: { name: 'Esthec Decking', detail: 'Teak-look, cool underfoot, maintenance-free' },
      leather: { name: 'Stitched Leather', detail: 'Marine-grade hides, upholstered in our workshop' },
      stainless: { name: '316 Stainless', detail: 'Polished fittings, rails and hardware' },
      timber: { name: 'Timber Finishes', detail: 'Warm veneers for saloons and cabins' },
    },
    vision: {
      label: 'Our vision',
      eyebrow: 'Our Vision',
      quote:
        'To prove, one hull at a time, that the finest yachts of the Mediterranean can come from its southern shore.',
      caption: 'WAMA, Megrine',
      cta: 'Visit the Yard',
    },
  },
  fr: {
    error: {
      eyebrow: 'À propos de WAMA',
      title: 'Impossible de charger la page',
      body: 'Notre histoire met un peu de temps à se charger. Veuillez réessayer dans un instant, ou poursuivre la découverte de la flotte.',
      retry: 'Réessayer',
      home: 'Retour à l’accueil',
    },
    difference: { eyebrow: 'Trois engagements' },
    story: {
      alt: 'Le chantier WAMA à Mégrine',
      place: 'Mégrine, Tunisie',
      established: 'Depuis 2021',
    },
    testimonials: { pretitle: 'Propriétaires', title: 'Ce que disent nos propriétaires' },
    expertise: {
      eyebrow: 'Notre savoir-faire',
      title: 'Deux matériaux, maîtrisés côte à côte',
      aluminium: {
        label: 'Aluminium',
        title: 'Soudé pour le grand large',
        text: 'Les tôles sont découpées sur notre propre table, formées puis soudées par des soudeurs certifiés, dans un atelier préservé de toute poussière d’acier. Chaque soudure critique est consignée dans le dossier de construction qui accompagne le bateau.',
        point1: 'Tôles 5083, profilés 6082',
        point2: 'Ferrures isolées et découplées',
        point3: 'Protection galvanique dès la conception',
        alt: 'Le catamaran WAMA 42 vu de l’avant, ses coques en aluminium accrochant la lumière',
      },
      composite: {
        label: 'Composite',
        title: 'Infusé pour la légèreté',
        text: 'Tissus de verre secs et mousse à cellules fermées sont disposés dans des moules fermés, puis imprégnés de résine sous vide en une seule injection maîtrisée : un stratifié plus léger, plus rigide, identique d’une coque à l’autre.',
        point1: 'Infusion sous vide, moules fermés',
        point2: 'Barrière anti-osmose en vinylester',
        point3: 'Un poids constant, coque après coque',
        alt: 'Le monocoque WAMA 26 de profil, avec sa carène en V profond infusée sous vide',
      },
    },
    materials: {
      eyebrow: 'L’excellence des matériaux',
      title: 'Choisis pour durer, finis pour être touchés',
      intro:
        'Chaque matériau à bord d’un WAMA mérite deux fois sa place : pour ses performances en mer, et pour ce qu’il offre sous la main après bien des saisons.',
      aluminium: { name: 'Aluminium marin', detail: 'Alliages 5083 / 6082, soudés dans nos ateliers' },
      composite: { name: 'Composite infusé', detail: 'Verre E, âme en mousse, résine vinylester' },
      esthec: { name: 'Pont Esthec', detail: 'Aspect teck, frais sous le pied, sans entretien' },
      leather: { name: 'Cuir surpiqué', detail: 'Peaux de qualité marine, travaillées dans notre sellerie' },
      stainless: { name: 'Inox 316', detail: 'Ferrures, mains courantes et accastillage polis' },
      timber: { name: 'Finitions bois', detail: 'Placages chaleureux pour les salons et les cabines' },
    },
    vision: {
      label: 'Notre vision',
      eyebrow: 'Notre vision',
      quote:
        'Prouver, une coque après l’autre, que les plus beaux yachts de la Méditerranée peuvent naître sur sa rive sud.',
      caption: 'WAMA, Mégrine',
      cta: 'Visiter le chantier',
    },
  },
})
