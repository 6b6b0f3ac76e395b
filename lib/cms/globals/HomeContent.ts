import type { Field, GlobalConfig } from 'payload'

import { section } from '../access'
import { image, text, textarea } from '../fields'
import { draftedGlobal } from '../publishing'
import { TAGS } from '../tags'
import { translatable } from '../localize'

/** Where each part of a picture card shows; a card without `description` has no description field. */
interface CardHints {
  image: string
  alt: string
  label: string
  title: string
  description?: string
  cta: string
}

const card = (prefix: string, hints: CardHints): Field[] => [
  image(`${prefix}_image`, { description: hints.image }),
  text(`${prefix}_alt`, hints.alt),
  text(`${prefix}_label`, hints.label),
  text(`${prefix}_title`, hints.title),
  ...(hints.description ? [textarea(`${prefix}_description`, hints.description)] : []),
  text(`${prefix}_cta`, hints.cta),
]

const ALT = "Describes the picture for visitors who can't see it"

/** One half of the phones' first screen, each linking to a model. */
const heroHalf = (prefix: string, half: 'top' | 'bottom', model: string, emptyLabel: string) =>
  card(prefix, {
    image: `Picture of the ${half} half of the home page first screen on phones and tablets (links to ${model})`,
    alt: `${ALT}: ${half} half of the home page on phones`,
    label: `Small gold line of the ${half} half of the home page on phones; empty shows "${emptyLabel}"`,
    title: `Big title of the ${half} half of the home page first screen on phones and tablets`,
    cta: `Small line under that title in the ${half} half of the home page on phones`,
  })

/** One of the two model cards under the computers' hero. */
const categoryCard = (prefix: string, nth: 'first' | 'second', model: string) => {
  const where = `the ${nth} card (${model}) under the home page hero`
  return card(prefix, {
    image: `Picture of ${where}, computers only`,
    alt: `${ALT}: ${nth} card under the home page hero`,
    label: `Small gold line above the title of ${where}`,
    title: `Title of ${where}`,
    description: `Text under the title of ${where}`,
    cta: `Link words at the right of ${where}`,
  })
}

export const HomeContent: GlobalConfig = {
  slug: 'home-content',
  label: 'Home content',
  admin: { ...section('Site'), description: 'Everything on the home page below the hero: quotes, expertise, contact.' },
  ...draftedGlobal(TAGS.homeContent),
  fields: translatable(
    [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Hero',
            fields: [
              text(
                'hero_pretitle',
                'Small gold line above the big heading on the first screen of the home page (computers)',
              ),
              text(
                'hero_cta_primary_url',
                'Page the gold button on the home page first screen opens; empty opens /collection',
              ),
              text(
                'hero_cta_primary_text',
                'Words on the gold button on the home page first screen; empty shows "Discover More"',
              ),
              text(
                'hero_cta_secondary_text',
                'Words on the outlined button beside the gold one on the home page first screen; empty: "Book Consultation"',
              ),
              text(
                'hero_scroll_text',
                'Small word at the foot of the home page first screen that scrolls down; empty: "Explore"',
              ),
              ...heroHalf('hero_mobile_monohull', 'top', 'WAMA 26', 'Monohulls'),
              ...heroHalf('hero_mobile_catamaran', 'bottom', 'WAMA 42', 'Catamarans'),
            ],
          },
          {
            label: 'Categories',
            fields: [
              text(
                'category_pretitle',
                'Small gold line above the heading of the two-card section under the home page hero',
              ),
              text('category_title', 'Heading of the two-card section under the home page hero (computers only)'),
              textarea(
                'category_description',
                'Paragraph to the right of that heading, above the two cards on the home page',
              ),
              ...categoryCard('category_monohull', 'first', 'WAMA 26'),
              ...categoryCard('category_catamaran', 'second', 'WAMA 42'),
            ],
          },
          {
            label: 'Quotes',
            fields: [
              textarea(
                'quote1_text',
                'Large italic quote over a full-width picture, after the two cards on the home page',
              ),
              text('quote1_author', 'Name in capitals under that first quote on the home page'),
              text('quote1_position', 'Grey line under the name of the first quote on the home page'),
              image('quote1_image', {
                description: 'Dimmed full-width picture behind the first quote on the home page',
              }),
              textarea('quote2_text', 'Quote beside a picture, after the Expertise section of the home page'),
              text('quote2_position', 'Small line in capitals under the second quote on the home page'),
              image('quote2_image', {
                description: 'Picture beside the second quote on the home page (above it on phones)',
              }),
              text('quote2_cta_url', 'Page the link under the second quote on the home page opens; empty opens /about'),
              text(
                'quote2_cta_text',
                'Words of the link under the second quote on the home page; empty: "Discover Our Story"',
              ),
            ],
          },
          {
            label: 'Expertise',
            fields: [
              text(
                'expertise_subtitle',
                'Small line above the heading of the light Expertise section of the home page',
              ),
              text('expertise_title', 'Heading of the light Expertise section of the home page'),
              textarea(
                'expertise_description',
                'Paragraph above the four figures in the Expertise section of the home page',
              ),
            ],
          },
          {
            label: 'Contact',
            fields: [
              text(
                'contact_subtitle',
                'Small gold line above the heading of the contact section at the foot of the home page',
              ),
              text('contact_title', 'Heading of the contact section at the foot of the home page'),
              textarea(
                'contact_description',
                'Paragraph under that heading, above the form, at the foot of the home page',
              ),
              image('contact_background_image', {
                description: 'Faint picture behind the contact section at the foot of the home page',
              }),
              text(
                'contact_submit_button_text',
                'Words on the send button of the home page form; empty shows "Send Inquiry"',
              ),
              text('contact_sidebar_title', 'Heading of the box beside the form at the foot of the home page'),
              text(
                'contact_consultation_button_text',
                'Gold button in the box beside the home page form; it opens the Book Consultation window',
              ),
              text('contact_email_label', 'Small caption above the email address in the box beside the home page form'),
              text('contact_email', 'Email address in the box beside the home page form; a click starts an email'),
              text('contact_location_label', 'Small caption above the address in the box beside the home page form'),
              text('contact_location', 'Address in the box beside the home page form'),
            ],
          },
        ],
      },
    ],
    ['quote1_author'],
  ),
}
