import type { GlobalConfig } from 'payload'

import { anyone, contentEditors, section } from '../access'
import { text, textarea } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { TAGS } from '../tags'
import { translatable } from '../localize'

const social = (name: string, network: string) =>
  text(name, `${network} icon at the bottom right of the footer on every page`)
const fact = (name: string, label: string) => text(name, `${label} line under Company Facts on /legal`)
const POPUP = 'the festival box in the bottom corner of every page'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    ...section('Settings'),
    description: 'Contact details, social links, legal facts and site-wide switches (hero variant, festival popup).',
  },
  access: { read: anyone, update: contentEditors, readVersions: contentEditors },
  // The history an editor compares and restores from; a restore publishes like a save.
  versions: { max: 30 },
  hooks: { afterChange: [revalidateGlobal(TAGS.settings)] },
  fields: translatable(
    [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Contact',
            fields: [
              text('site_name', 'Not shown on the site today: the name WAMA Yachts is built in'),
              text(
                'phone',
                'Footer, phone menu, /contact, yacht pages and Book Consultation window, e.g. +216 71 000 000',
              ),
              text(
                'whatsapp',
                'Number the WhatsApp links on /contact and in the Book Consultation window open; digits only',
              ),
              text(
                'info_email',
                'Email in the footer, phone menu, /contact, yacht pages and the Book Consultation window',
              ),
              text(
                'calendar_url',
                'Booking page the "Open Calendar" choice of Book Consultation opens; empty: the site’s own /events page',
              ),
              text(
                'inquiry_url',
                'Site the "Request Quote" tab on the right edge of every yacht page opens (bottom bar on phones)',
              ),
              text('location', 'Address in the footer of every page and on the Location line of /contact'),
              social('facebook_url', 'Facebook'),
              social('instagram_url', 'Instagram'),
              social('linkedin_url', 'LinkedIn'),
              social('youtube_url', 'YouTube'),
            ],
          },
          {
            label: 'Legal notice',
            fields: [
              text(
                'legal_publisher',
                'Publisher line under Company Facts on /legal, and the name in the © line of the footer',
              ),
              fact('legal_share_capital', 'Share capital'),
              fact('legal_head_office', 'Head office'),
              fact('legal_manager', 'Manager'),
              fact('legal_hosting_provider', 'Hosting provider'),
              fact('legal_company_start', 'Company start'),
              fact('legal_activity_code', 'Activity code'),
            ],
          },
          {
            label: 'Festival popup',
            fields: [
              {
                name: 'show_festival_popup',
                type: 'checkbox',
                defaultValue: false,
                label: 'Festival popup shown',
                admin: { description: `Shows ${POPUP} two seconds after it opens (once a day per visitor)` },
              },
              text('festival_title', `Heading of ${POPUP}`),
              textarea('festival_description', `Paragraph of ${POPUP}`),
              text(
                'festival_dates',
                `Small gold line above the heading of the festival box on every page, e.g. 9–14 September`,
              ),
              {
                name: 'festival_start',
                type: 'date',
                admin: { description: 'Not shown on the site today: the popup shows the Dates text above instead' },
              },
              {
                name: 'festival_end',
                type: 'date',
                admin: { description: 'Not shown on the site today: the popup shows the Dates text above instead' },
              },
              text('festival_location', `Small line in capitals under the heading of ${POPUP}`),
              text('festival_tour_url', `Page the gold button of ${POPUP} opens, in a new tab`),
              text('festival_tour_text', `Words on the gold button of ${POPUP}`),
            ],
          },
          {
            label: 'Features',
            fields: [
              {
                name: 'show_varieties',
                type: 'checkbox',
                defaultValue: false,
                label: 'Varieties section shown',
                admin: { description: 'Shows the "Choose Your …" versions section on yacht pages that have versions' },
              },
              {
                name: 'configurator_enabled',
                type: 'checkbox',
                defaultValue: true,
                label: 'Configurator enabled',
                admin: {
                  description:
                    'Opens /yachts/wama-26/configure and its "Configure My WAMA" button; off shows "Coming soon"',
                },
              },
              {
                name: 'hero_variant',
                type: 'select',
                defaultValue: 'swap',
                options: [
                  { label: 'Full-screen model with swap card', value: 'swap' },
                  { label: 'Two tabs (WAMA 42 / WAMA 26)', value: 'tabs' },
                ],
                admin: {
                  description:
                    'How the first screen of the home page looks on computers (phones always show two halves)',
                },
              },
            ],
          },
        ],
      },
    ],
    ['site_name'],
  ),
}
