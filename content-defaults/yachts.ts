import type { Yacht } from '@/lib/cms/types'

const UPDATED_AT = '2025-06-01T00:00:00.000Z'

const wama26: Yacht = {
  slug: 'wama-26',
  name: 'WAMA 26',
  hero_image: '/art/seascape-dawn-wama26.webp',
  focus: {},
  hero_image_alt: 'The WAMA 26 monohull crossing a calm sea at dawn, a long wake behind her',
  hero_video: '',
  tagline: 'The Sport Monohull, Infused for Speed',
  type: 'Sport Monohull',
  summary:
    'Twenty-six feet of vacuum-infused composite, drawn for pace and play. A deep-V hull that stays dry at 42 knots, a cabin for two, and a wake-surf edition that turns any bay into a surf break.',
  description: `<p>The WAMA 26 is a 26-foot sport monohull for owners who want to be on the water at first light and still be there at sunset. Her deep-V hull is vacuum-infused in a single shot, giving a light, stiff structure that reaches 42 knots and lands softly when the afternoon breeze lifts the Mediterranean chop.</p>
<p>Eight guests travel in comfort on wrap-around cockpit seating and a bow sun pad, while the cabin beneath the console turns a day out into a night at anchor. Choose outboard, sterndrive, inboard or forward-drive power, then make her yours, from the colour of the hull to the surface underfoot.</p>`,
  price: null,
  featured_on_homepage: true,
  gallery: [
    {
      gallery_type: 'exterior',
      focus: '',
      display_order: 1,
      image: '/art/wama26-exterior-1.webp',
      alt: 'The WAMA 26 on open water at dawn, seen from three-quarters astern',
    },
    {
      gallery_type: 'exterior',
      focus: '',
      display_order: 2,
      image: '/art/wama26-exterior-2.webp',
      alt: 'Side profile of the WAMA 26 showing her sheer line, low windshield and deep-V entry',
    },
    {
      gallery_type: 'exterior',
      focus: '',
      display_order: 3,
      image: '/art/wama26-exterior-3.webp',
      alt: 'The WAMA 26 at rest in a sheltered bay with her swim platform close to the water',
    },
    {
      gallery_type: 'interior',
      focus: '',
      display_order: 1,
      image: '/art/wama26-interior-1.webp',
      alt: 'The WAMA 26 cabin with its double berth and stitched upholstery',
    },
    {
      gallery_type: 'interior',
      focus: '',
      display_order: 2,
      image: '/art/wama26-interior-2.webp',
      alt: 'Detail of the WAMA 26 helm: sport wheel, instrument panel and bucket seats',
    },
    {
      gallery_type: 'interior',
      focus: '',
      display_order: 3,
      image: '/art/wama26-interior-3.webp',
      alt: 'Close-up of the teak-look Esthec deck and stainless steel fittings in the WAMA 26 cockpit',
    },
  ],
  specs: {
    length: '26 ft (7.92 m)',
    beam: '8.5 ft (2.59 m)',
    draft: '2.6 ft (0.80 m)',
    displacement: '2,950 kg (6,500 lb) light',
    fuel_capacity: '300 L (79 US gal)',
    water_capacity: '60 L (16 US gal)',
    max_speed: '42 knots',
    cruising_speed: '30 knots',
    cabins: '1',
    bathrooms: '1 (optional marine WC)',
    sleeps: '8 guests by day, 2 overnight',
  },
  construction: 'Vacuum-infused GRP',
  booklet: '/documents/wama-26-brochure.pdf',
  specification_sheet: '/documents/wama-26-specifications.pdf',
  quote:
    'We wanted a 26-footer that feels like a much larger boat when the sea gets up, and like a toy when it lies down flat. Infusion gave us the stiffness to do both.',
  quote_author: 'WAMA Naval Architecture Team',
  features: [
    {
      name: 'Vacuum-Infused Hull and Deck',
      description:
        'Glass, foam core and resin are drawn together under vacuum in closed moulds, for a laminate that is lighter, stiffer and more consistent than hand lay-up.',
      display_order: 1,
    },
    {
      name: '42-Knot Deep-V',
      description:
        'A sharp entry and a constant-deadrise running surface carry her to 42 knots and keep her dry and predictable in a short Mediterranean sea.',
      display_order: 2,
    },
    {
      name: 'Five Power Options',
      description:
        'From a 300 HP Mercury V8 outboard to a 380 HP Volvo Penta Forward Drive, each installation is engineered and tested in our yard.',
      display_order: 3,
    },
    {
      name: 'Cabin for Two',
      description:
        'A double berth, opening hatch and LED lighting below the console, with an optional sanitary package for overnight stays.',
      display_order: 4,
    },
    {
      name: 'Wake-Surf Ready',
      description:
        'Water ballast, a forward-drive installation and carbon fold-down platforms turn her into a surf boat that shapes a clean, rideable wave.',
      display_order: 5,
    },
    {
      name: 'Built for Long Days',
      description:
        'A 300 L fuel tank, 6 mm tempered glass windshields and a self-draining cockpit come as standard, so range and protection are never an option.',
      display_order: 6,
    },
  ],
  varieties: [
    {
      id: 'sport',
      name: 'WAMA 26 Sport',
      price: null,
      configuration: '1.black.standard.mercury-f350xxl.carbon-roll-bar_hydraulic-steering-upgrade_chartplotter-12',
      description:
        'The fastest WAMA 26: the 350 HP Mercury V10 Verado, a carbon roll bar and a helm set up for the driver who wants every one of the 42 knots.',
      key_features: [
        'Mercury F350 XXL V10 Verado outboard',
        'Carbon fibre roll bar',
        'Power-assisted hydraulic steering',
        '12-inch chartplotter and sonar',
        'Midnight Black hull',
      ],
      recommendation: 'For owners who measure a day at sea in miles covered and corners taken.',
      image: '/art/variety-sport.webp',
      display_order: 1,
    },
    {
      id: 'luxury',
      name: 'WAMA 26 Luxury',
      price: null,
      configuration:
        '1.gold.esthec.volvo-350hp-inboard.premium-stereo_cockpit-speakers_cabin-sanitary-package_premium-upholstery_cockpit-refrigerator_bimini',
      description:
        'The WAMA 26 as a private tender to the good life: an Esthec deck, a premium sound system, a bimini for long lunches and a cabin fitted for the night.',
      key_features: [
        'Esthec teak-look deck throughout',
        'Premium marine stereo with cockpit speakers',
        'Volvo Penta 350 HP inboard, quiet at anchor',
        'Cabin sanitary package and premium upholstery',
        'Bimini top and cockpit refrigerator',
        'Champagne Gold hull',
      ],
      recommendation: 'For owners who entertain on board and like to stay for the sunset.',
      image: '/art/variety-luxury.webp',
      display_order: 2,
    },
    {
      id: 'standard',
      name: 'WAMA 26 Standard',
      price: null,
      configuration: '1.white.standard..',
      description:
        'The essential WAMA 26: the same infused hull, the same 42-knot potential and every standard feature, ready to be configured option by option.',
      key_features: [
        'Vacuum-infused GRP hull and deck',
        '300 LT fuel tank',
        '6 MM tempered glass windshields',
        'Self-draining cockpit with LED courtesy lighting',
        'Arctic White hull and non-slip GRP deck',
      ],
      recommendation: 'For owners who want to start from the pure boat and choose every option themselves.',
      image: '/art/variety-standard.webp',
      display_order: 3,
    },
  ],
  deck_plans: [
    {
      title: 'WAMA 26 Deck Plan',
      image: '/art/wama26-deck-plan.webp',
      download_url: '/documents/wama-26-deck-plan.pdf',
      label: 'Main deck and cabin',
      display_order: 1,
    },
  ],
  customization_title: 'Your WAMA 26, Your Way',
  customization_subtitle: 'Made to Order in Megrine',
  customization_description:
    'Every WAMA 26 is built to order. Start from the standard boat, then choose the hull colour, the deck surface, the engine and more than forty options, from water ballast to a carbon roll bar. Our online configurator prices each choice as you make it, and our design team turns your configuration into a build specification signed off with you before the first layer of glass goes into the mould.',
  customization_philosophy:
    'We would rather build one boat exactly right than a hundred nearly right. Options are engineered into the structure, not screwed on afterwards: ballast tanks, tower bases and platform hinges are laminated in from the start.',
  customization_quote: 'The best option list is the one written around how you actually spend your days on the water.',
  surf_title: 'The Wake-Surf Edition',
  surf_description:
    'Specified with the Volvo Penta Forward Drive, integrated water ballast and carbon fold-down platforms, the WAMA 26 becomes a wake-surf boat. The forward-facing propellers sit well under the hull, away from the swim platform, while the ballast lets you tune the wave from a gentle longboard roller to a steep, powerful face.',
  surf_vision:
    'One hull for the whole day: a fast run to the reef in the morning, a session on a wave you shaped yourself at noon, and lunch at anchor with the board back in the rack.',
  exterior_title: 'Exterior',
  exterior_subtitle: 'An Open Cockpit Shaped for the Mediterranean',
  exterior_description: `<p>The WAMA 26 is drawn around the cockpit: a clear, self-draining deck where eight guests can move, sit and swim without getting in the driver's way. Every surface you touch is either soft, warm or non-slip.</p>
<ul>
<li>Deep-V vacuum-infused hull with a constant-deadrise running surface</li>
<li>6 mm tempered glass windshield with a stainless steel grab rail</li>
<li>Wrap-around cockpit seating with storage beneath every cushion</li>
<li>Bow sun pad with an optional backrest</li>
<li>Integrated swim platform with a telescopic boarding ladder</li>
<li>Optional Esthec teak-look deck, cool underfoot and oil-free</li>
</ul>`,
  exterior_image: '/art/wama26-exterior-2.webp',
  interior_title: 'The Cabin',
  interior_description:
    'Beneath the console, a private cabin with a full-width double berth, an opening deck hatch and soft LED lighting. Upholstery is hand-stitched in our own workshop, in fabrics and leathers chosen with you, and an optional sanitary package adds a discreet marine WC for overnight stays.',
  interior_outboard_advantage:
    'With outboard power there is no engine box in the cockpit and no machinery below it. The space a sterndrive would claim becomes storage, a longer sun pad and a quieter cabin, and the engine tilts clear of the water at the mooring.',
  interior_philosophy:
    'Small boats deserve the same care as large ones. The cabin is finished to the standard of our catamaran interiors: radiused edges, hidden fixings and materials that age well in salt air.',
  interior_image: '/art/wama26-interior-1.webp',
  seo: {
    title: 'WAMA 26 | Vacuum-Infused Sport Monohull, 42 Knots',
    description:
      'The WAMA 26: a 26 ft vacuum-infused GRP sport monohull for 8 guests, 42 knots top speed, cabin for two and a wake-surf edition. Built to order in Tunisia.',
    image: '',
  },
  updated_at: UPDATED_AT,
}

const wama42: Yacht = {
  slug: 'wama-42',
  name: 'WAMA 42',
  hero_image: '/art/seascape-dusk-wama42.webp',
  focus: {},
  hero_image_alt: 'The WAMA 42 power catamaran at anchor at dusk, her twin hulls silhouetted against the sky',
  hero_video: '',
  tagline: 'The Aluminium Power Catamaran',
  type: 'Power Catamaran',
  summary:
    'Forty-two feet of welded marine aluminium on two hulls. Three cabins, a saloon level with the cockpit and a platform that stays flat at anchor, for long days and longer passages.',
  description: `<p>The WAMA 42 is a 42-foot power catamaran welded from marine-grade aluminium in our Megrine yard. Two slender hulls and a 21.5 ft beam give her the stability of a much larger yacht: she runs level at 28 knots, stays flat at anchor and offers living space that monohulls only find at far greater length.</p>
<p>Three cabins and two bathrooms sleep six in privacy, a saloon opens level with the cockpit, and twelve guests share the day between the shaded aft deck and the bow lounge. Aluminium makes her tough, light and repairable anywhere, and the twin outboards leave both hulls free for living.</p>`,
  price: 950000,
  featured_on_homepage: true,
  gallery: [
    {
      gallery_type: 'exterior',
      focus: '',
      display_order: 1,
      image: '/art/wama42-exterior-1.webp',
      alt: 'The WAMA 42 at anchor at dusk, her aluminium hulls reflecting the low sun',
    },
    {
      gallery_type: 'exterior',
      focus: '',
      display_order: 2,
      image: '/art/wama42-exterior-2.webp',
      alt: 'Side profile of the WAMA 42 showing her hardtop, wide saloon windows and twin hulls',
    },
    {
      gallery_type: 'exterior',
      focus: '',
      display_order: 3,
      image: '/art/wama42-exterior-3.webp',
      alt: 'The WAMA 42 seen from the bow, her two hulls spanning a wide foredeck lounge',
    },
    {
      gallery_type: 'interior',
      focus: '',
      display_order: 1,
      image: '/art/wama42-interior-1.webp',
      alt: 'The WAMA 42 saloon with panoramic windows, lounge seating and the galley aft',
    },
    {
      gallery_type: 'interior',
      focus: '',
      display_order: 2,
      image: '/art/wama42-interior-2.webp',
      alt: 'Detail of stitched leather seating and warm timber joinery in the WAMA 42 saloon',
    },
    {
      gallery_type: 'interior',
      focus: '',
      display_order: 3,
      image: '/art/wama42-interior-3.webp',
      alt: "The WAMA 42 owner's suite in the starboard hull with its island berth and hull windows",
    },
  ],
  specs: {
    length: '42 ft (12.80 m)',
    beam: '21.5 ft (6.55 m)',
    draft: '3.0 ft (0.90 m)',
    displacement: '12,500 kg (27,560 lb) light',
    fuel_capacity: '2 × 800 L (423 US gal total)',
    water_capacity: '500 L (132 US gal)',
    max_speed: '28 knots',
    cruising_speed: '22 knots',
    cabins: '3',
    bathrooms: '2',
    sleeps: '12 guests by day, 6 overnight',
  },
  construction: 'Welded marine-grade aluminium',
  booklet: '/documents/wama-42-brochure.pdf',
  specification_sheet: '/documents/wama-42-specifications.pdf',
  quote:
    'Aluminium lets us build a catamaran that is both light and uncompromisingly strong. You feel it the first time she meets a steep sea and simply carries on.',
  quote_author: 'WAMA Naval Architecture Team',
  features: [
    {
      name: 'Welded Aluminium Structure',
      description:
        'A hull and deck of 5083 marine-grade plate and 6082 extrusions, welded by certified welders: light, stiff, impact-tolerant and immune to osmosis.',
      display_order: 1,
    },
    {
      name: 'Catamaran Stability',
      description:
        'A 21.5 ft beam and two slender hulls keep her level underway and flat at anchor, so glasses stay on the table and guests stay comfortable.',
      display_order: 2,
    },
    {
      name: 'Three Cabins, Two Bathrooms',
      description:
        "An owner's suite with en-suite bathroom fills the starboard hull; two guest cabins share a bathroom in the port hull.",
      display_order: 3,
    },
    {
      name: 'Saloon Level with the Cockpit',
      description:
        'Sliding doors open the saloon and galley onto the aft deck in one continuous space, shaded by an integrated hardtop.',
      display_order: 4,
    },
    {
      name: 'Twin Outboard Power',
      description:
        'Twin outboards drive her to 28 knots and cruise at 22, tilt clear at anchor and leave both hulls free of machinery for living space.',
      display_order: 5,
    },
    {
      name: 'Shallow Draft, Wide Horizons',
      description:
        'A draft of 0.90 m opens anchorages that deeper yachts pass by, from island lagoons to the shallow bays of the Tunisian coast.',
      display_order: 6,
    },
  ],
  varieties: [
    {
      id: 'sport',
      name: 'WAMA 42 Sport',
      price: 1020000,
      configuration: '',
      description:
        'The WAMA 42 with the most powerful outboard package, a lightened fit-out and a helm arranged for long, fast passages between islands.',
      key_features: [
        'Twin high-output outboards with joystick docking',
        'Lightweight carbon-look hardtop and helm pod',
        'Twin-seat helm with bolsters and full glass-cockpit displays',
        'Reinforced foredeck with tender chocks',
        'Performance-tuned trim tabs',
      ],
      recommendation: 'For owners who cruise between islands and want to arrive before lunch.',
      image: '/art/variety-sport.webp',
      display_order: 1,
    },
    {
      id: 'luxury',
      name: 'WAMA 42 Luxury',
      price: 1120000,
      configuration: '',
      description:
        'The WAMA 42 as a floating residence: generator, full air conditioning, a larger owner’s suite and the finest materials from our upholstery and joinery workshops.',
      key_features: [
        'Diesel generator and air conditioning in every cabin',
        "Enlarged owner's suite with walk-in wardrobe",
        'Hand-stitched leather upholstery and walnut joinery',
        'Esthec deck throughout the cockpit and foredeck',
        'Premium audio system with zoned saloon and deck speakers',
      ],
      recommendation: 'For owners who live aboard for weeks at a time and entertain in style.',
      image: '/art/variety-luxury.webp',
      display_order: 2,
    },
    {
      id: 'standard',
      name: 'WAMA 42 Standard',
      price: 950000,
      configuration: '',
      description:
        'The complete WAMA 42: aluminium structure, three cabins, two bathrooms, twin outboards and the full standard specification, ready for personal choices.',
      key_features: [
        'Welded 5083 marine-grade aluminium hulls and deck',
        'Three cabins and two bathrooms',
        'Twin outboard engines',
        'Saloon with galley opening to the cockpit',
        'Integrated hardtop with LED lighting',
      ],
      recommendation: 'For owners who want the essential catamaran and the freedom to specify it their way.',
      image: '/art/variety-standard.webp',
      display_order: 3,
    },
  ],
  deck_plans: [
    {
      title: 'WAMA 42 Main Deck',
      image: '/art/wama42-deck-plan-main.webp',
      download_url: '/documents/wama-42-deck-plans.pdf',
      label: 'Saloon, galley, helm, cockpit and foredeck lounge',
      display_order: 1,
    },
    {
      title: 'WAMA 42 Hull Level',
      image: '/art/wama42-deck-plan-hull.webp',
      download_url: '/documents/wama-42-deck-plans.pdf',
      label: "Owner's suite, two guest cabins and two bathrooms",
      display_order: 2,
    },
  ],
  customization_title: 'A Catamaran Built Around You',
  customization_subtitle: 'Made to Order in Megrine',
  customization_description:
    'Each WAMA 42 is built for one owner. Before the first plate is cut we define the layout with you: the size of the owner’s suite, the galley arrangement, power, air conditioning, electronics, upholstery and finishes. Because hull, systems and interior are all built in our yard, your choices are engineered in from the start, and you are welcome to follow every stage of the build in person.',
  customization_philosophy:
    'A catamaran is a home on the water. We design it the way an architect designs a house: starting with how you live, then shaping the structure and systems to serve it.',
  customization_quote: 'The layout should follow your life aboard, not the other way round.',
  surf_title: '',
  surf_description: '',
  surf_vision: '',
  exterior_title: 'Exterior',
  exterior_subtitle: 'Space and Composure on Two Hulls',
  exterior_description: `<p>Across a 21.5 ft beam the WAMA 42 offers the deck space of a much larger yacht, laid out so that twelve guests find shade, sun and privacy without crowding one another.</p>
<ul>
<li>Welded marine-grade aluminium hulls and superstructure</li>
<li>Integrated hardtop shading the helm, saloon and aft cockpit</li>
<li>Aft cockpit with an alfresco dining table for twelve</li>
<li>Foredeck lounge with sun pads above the bridge deck</li>
<li>Twin swim platforms with a fold-out boarding ladder</li>
<li>Wide side decks with high stainless steel guardrails</li>
</ul>`,
  exterior_image: '/art/wama42-exterior-2.webp',
  interior_title: 'Interior',
  interior_description:
    "The saloon runs the full width of the bridge deck, with panoramic windows, a lounge and a galley that opens to the cockpit. Down in the hulls, the owner's suite fills the starboard side with an island berth, a desk and an en-suite bathroom, while two guest cabins share a bathroom to port.",
  interior_outboard_advantage:
    'With twin outboards there are no engine rooms. The volume that inboard engines would occupy in each hull is given back to the cabins, so berths are longer, bathrooms larger and nights quieter, while the engines are serviced from the swim platforms without lifting a single floorboard.',
  interior_philosophy:
    'Light, air and honest materials: leather that softens with age, joinery with rounded edges for a moving boat, and fabrics chosen to live with salt, sun and bare feet.',
  interior_image: '/art/wama42-interior-1.webp',
  seo: {
    title: 'WAMA 42 | Aluminium Power Catamaran, 3 Cabins',
    description:
      'The WAMA 42: a 42 ft welded aluminium power catamaran with a 21.5 ft beam, 3 cabins, 12 guests and 28 knots. From EUR 950,000. Built to order in Tunisia.',
    image: '',
  },
  updated_at: UPDATED_AT,
}

export const defaultYachts: Yacht[] = [wama26, wama42]

/** A yacht the CMS knows but the built-in content does not: every field empty, pictures the fallback. */
export function blankYacht(fallbackImage: string): Yacht {
  return {
    slug: '',
    name: '',
    hero_image: fallbackImage,
    focus: {},
    hero_image_alt: '',
    hero_video: '',
    tagline: '',
    type: '',
    summary: '',
    description: '',
    price: null,
    featured_on_homepage: false,
    gallery: [],
    specs: {
      length: '',
      beam: '',
      draft: '',
      displacement: '',
      fuel_capacity: '',
      water_capacity: '',
      max_speed: '',
      cruising_speed: '',
      cabins: '',
      bathrooms: '',
      sleeps: '',
    },
    construction: '',
    booklet: '',
    specification_sheet: '',
    quote: '',
    quote_author: '',
    features: [],
    varieties: [],
    deck_plans: [],
    customization_title: '',
    customization_subtitle: '',
    customization_description: '',
    customization_philosophy: '',
    customization_quote: '',
    surf_title: '',
    surf_description: '',
    surf_vision: '',
    exterior_title: '',
    exterior_subtitle: '',
    exterior_description: '',
    exterior_image: fallbackImage,
    interior_title: '',
    interior_description: '',
    interior_outboard_advantage: '',
    interior_philosophy: '',
    interior_image: fallbackImage,
    seo: { title: '', description: '', image: '' },
    updated_at: '',
  }
}
