import type { HomeContent, HomepageHero } from '@/lib/cms/types'

export const defaultHomepageHero: HomepageHero = {
  hero_wama42_title: 'CATAMARANS',
  hero_wama42_description:
    'The WAMA 42: a welded aluminium power catamaran with three cabins, a 21.5 ft beam and the composure to cross open water at 28 knots.',
  hero_wama42_image: '/art/seascape-dusk-wama42.webp',
  hero_wama26_title: 'MONOHULLS',
  hero_wama26_description:
    'The WAMA 26: a vacuum-infused sport monohull that reaches 42 knots, carries eight guests and turns any bay into a surf break.',
  hero_wama26_image: '/art/seascape-dawn-wama26.webp',
  updated_at: '',
  focus: {},
}

export const defaultHomeContent: HomeContent = {
  hero_pretitle: 'Mediterranean Shipyard · Built in Tunisia',
  hero_cta_primary_url: '/collection',
  hero_cta_primary_text: 'Discover More',
  hero_cta_secondary_text: 'Book Consultation',
  hero_scroll_text: 'Explore',

  hero_mobile_monohull_image: '/art/wama26-exterior-1.webp',
  hero_mobile_monohull_alt: 'The WAMA 26 monohull on open water at dawn',
  hero_mobile_monohull_label: 'Monohulls',
  hero_mobile_monohull_title: 'WAMA 26',
  hero_mobile_monohull_cta: 'Discover the WAMA 26',
  hero_mobile_catamaran_image: '/art/wama42-exterior-1.webp',
  hero_mobile_catamaran_alt: 'The WAMA 42 aluminium power catamaran at anchor at dusk',
  hero_mobile_catamaran_label: 'Catamarans',
  hero_mobile_catamaran_title: 'WAMA 42',
  hero_mobile_catamaran_cta: 'Discover the WAMA 42',

  category_pretitle: 'The Collection',
  category_title: 'Two Hulls, One Standard',
  category_description:
    'A composite monohull for pace and play, an aluminium catamaran for space and long days at sea. Each is engineered, built and sea-trialled in our own yard in Megrine, then finished to the way you intend to use it.',
  category_monohull_image: '/art/wama26-exterior-3.webp',
  category_monohull_alt: 'Profile of the WAMA 26 monohull showing its deep-V hull and low windshield',
  category_monohull_label: 'Monohull',
  category_monohull_title: 'WAMA 26',
  category_monohull_description:
    'Twenty-six feet of vacuum-infused GRP: light, stiff and quick to 42 knots, with a cabin for two and a wake-surf edition for those who never stay dry.',
  category_monohull_cta: 'Explore Monohulls',
  category_catamaran_image: '/art/wama42-exterior-3.webp',
  category_catamaran_alt: 'The WAMA 42 power catamaran seen from the bow, its two aluminium hulls spanning a wide deck',
  category_catamaran_label: 'Power Catamaran',
  category_catamaran_title: 'WAMA 42',
  category_catamaran_description:
    'Forty-two feet of welded marine aluminium on two hulls: three cabins, a saloon level with the cockpit, and a platform that stays flat at anchor.',
  category_catamaran_cta: 'Explore Catamarans',

  quote1_text:
    'We build the boats we want to take our own families out on: honest structures, nothing hidden behind the trim, and every weld and laminate signed by the person who made it.',
  quote1_author: 'Walid Ben Amor',
  quote1_position: 'Founder & Managing Director, WAMA',
  quote1_image: '/art/wama42-exterior-2.webp',
  quote2_text: 'A yacht is judged on the worst day of the season, not the best. That is the day we design for.',
  quote2_position: 'The WAMA Naval Architecture Team',
  quote2_image: '/art/wama26-exterior-2.webp',
  quote2_cta_url: '/about/',
  quote2_cta_text: 'Discover Our Story',

  expertise_subtitle: 'Our Expertise',
  expertise_title: 'Aluminium and Composite, Mastered Under One Roof',
  expertise_description:
    'Few yards work both materials to a yacht standard. In Megrine our welders shape 5083 marine aluminium into catamaran hulls while, a few metres away, our laminators infuse GRP monohulls under vacuum. Design, structure, systems and finishing stay in one place, with one team accountable for every boat from the first cut to the last sea trial.',

  contact_subtitle: 'Get in Touch',
  contact_title: 'Begin Your Journey',
  contact_description:
    'Tell us how you plan to use your yacht: the waters, the guests, the season. A member of our team will reply within 24 hours with specifications, availability and the next step, whether that is a call, a visit to the yard or a sea trial.',
  contact_background_image: '/art/seascape-dusk-wama42.webp',
  contact_submit_button_text: 'Send Inquiry',
  contact_sidebar_title: 'Private Consultation',
  contact_consultation_button_text: 'Book Consultation',
  contact_email_label: 'Email',
  contact_email: 'info@wama-yachts.com',
  contact_location_label: 'Shipyard',
  contact_location: 'Industrial Zone, Megrine, Tunisia',
  updated_at: '',
  focus: {},
}
