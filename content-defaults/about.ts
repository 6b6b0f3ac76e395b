import type { AboutContent } from '@/lib/cms/types'

export const defaultAbout: AboutContent = {
  hero_image_1: '/art/wama42-exterior-1.webp',
  hero_image_2: '/art/wama26-exterior-1.webp',
  hero_pretitle: 'About WAMA',
  hero_title: 'Built by Hand,\nProven at Sea',
  hero_subtitle:
    'A Mediterranean shipyard in Megrine, Tunisia, building aluminium power catamarans and vacuum-infused monohulls for owners who expect to use their yachts hard and keep them for years.',
  hero_scroll_text: 'Scroll to discover',

  philosophy_statement_subtitle: 'Our Philosophy',
  philosophy_statement_title: 'Engineering First,\nLuxury Throughout',
  philosophy_statement_quote:
    'Luxury is not what you add to a boat at the end. It is the confidence that everything you cannot see was done properly.',
  philosophy_card_1_title: 'Integrity of Structure',
  philosophy_card_1_description:
    'Every hull starts as a calculated structure: plate thicknesses, laminate schedules and frame spacing are designed for the sea state, not for the brochure, and recorded in a build file that stays with the boat.',
  philosophy_card_2_title: 'Honest Materials',
  philosophy_card_2_description:
    'Marine-grade aluminium where strength and longevity matter most, vacuum-infused composite where lightness wins, and real leather, teak-look Esthec and stainless steel where hands and feet meet the boat.',
  philosophy_card_3_title: 'Made for Its Owner',
  philosophy_card_3_description:
    'No two owners use the sea the same way. Layout, power, colour, upholstery and equipment are decided with you, one conversation at a time, and built in the same yard that designed the hull.',

  story_subtitle: 'Our Story',
  story_title: 'From a Workshop in Megrine\nto the Open Mediterranean',
  story_description:
    'WAMA began on 24 June 2021 with a simple conviction: the southern shore of the Mediterranean could build yachts to the standard of the northern one.',
  story_paragraph_1:
    'We set up in the industrial zone of Megrine, a few minutes from the port of Radès, with a team of welders, laminators and marine engineers who had spent their careers on commercial and workboat hulls. They knew how to build structures that go to sea every day in every weather. What we added was a design studio, a finishing workshop and an obsession with the details an owner touches.',
  story_paragraph_2:
    'The WAMA 26 and the WAMA 42 are the result: two yachts, two materials, one method. Each is drawn, engineered, built, fitted out and sea-trialled under our own roof, so the people who answer your questions are the people who built your boat. That is still how we work, and it is why most of our owners come to the yard long before their yacht is launched.',
  story_image: '/art/about-story.webp',
  story_image_alt:
    'A WAMA 26 hull on its gold cradle in the shipyard shed at Mégrine, the big door open onto the morning sea',

  difference_subtitle: 'The WAMA Difference',
  difference_description:
    'Three commitments shape every yacht that leaves Megrine. They are why our boats feel solid at speed, quiet at anchor and still right after many seasons.',
  difference_closing_quote:
    'We would rather spend an extra week on a hull than an extra word on a brochure. The sea will tell you the difference.',

  feature_1_title: 'Welded Marine Aluminium',
  feature_1_description:
    'The WAMA 42 is built from 5083 marine-grade aluminium plate and 6082 extrusions, cut, formed and welded in our yard. Aluminium gives the catamaran a light, immensely stiff structure that shrugs off impacts, never suffers osmosis and can be repaired in any port with a welding set.',
  feature_1_highlights:
    '5083 marine-grade plate, Pulsed MIG welding by certified welders, No osmosis and high impact tolerance, Fully recyclable structure',
  feature_1_image: '/art/wama42-deck-plan-hull.webp',
  feature_1_image_alt: 'Technical drawing of the WAMA 42 hull-level arrangement with dimension lines and station marks',

  feature_2_title: 'Vacuum-Infused Composite',
  feature_2_description:
    'The WAMA 26 hull and deck are infused in closed moulds: dry glass and foam core are laid up, sealed under a vacuum bag and saturated with resin in one controlled shot. The laminate is lighter, stronger and more consistent than hand lay-up, and the workshop air stays clean.',
  feature_2_highlights:
    'Higher glass-to-resin ratio, Closed-cell foam core, Vinylester barrier against osmosis, Consistent weight hull after hull',
  feature_2_image: '/art/wama26-deck-plan.webp',
  feature_2_image_alt: 'Deck plan drawing of the WAMA 26 showing the helm console, cockpit seating and bow sun pad',

  feature_3_title: 'Finished Around You',
  feature_3_description:
    'Once the structure is right, the yacht becomes yours. Colour, flooring, upholstery, power and equipment are chosen with our design team, then fitted and tested in Megrine before your first sea trial. Nothing is bolted on by a third party after delivery.',
  feature_3_highlights:
    'Personal design consultations, In-house upholstery and joinery, Engine and electronics installed by our own technicians, Sea trial before handover',
  feature_3_image: '/art/wama42-interior-2.webp',
  feature_3_image_alt: 'The WAMA 42 saloon with stitched leather seating and warm timber finishes',
  updated_at: '',
  focus: {},
}
