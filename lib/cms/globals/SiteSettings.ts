import type { GlobalConfig } from 'payload'

import { anyone, contentEditors, section } from '../access'
import { text, textarea, texts } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'
import { TAGS } from '../tags'

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
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contact',
          fields: [
            text('site_name'),
            text('phone', 'Shown and dialled as is, e.g. +216 71 000 000'),
            text('whatsapp', 'International number, digits only, for wa.me links'),
            text('info_email'),
            text('calendar_url', 'External calendar booking page'),
            text('inquiry_url', 'External inquiry site ("Request Quote")'),
            text('location'),
            ...texts(['facebook_url', 'instagram_url', 'linkedin_url', 'youtube_url']),
          ],
        },
        {
          label: 'Legal notice',
          fields: texts([
            'legal_publisher',
            'legal_share_capital',
            'legal_head_office',
            'legal_manager',
            'legal_hosting_provider',
            'legal_company_start',
            'legal_activity_code',
          ]),
        },
        {
          label: 'Festival popup',
          fields: [
            { name: 'show_festival_popup', type: 'checkbox', defaultValue: false, label: 'Festival popup shown' },
            text('festival_title'),
            textarea('festival_description'),
            text('festival_dates'),
            { name: 'festival_start', type: 'date' },
            { name: 'festival_end', type: 'date' },
            ...texts(['festival_location', 'festival_tour_url', 'festival_tour_text']),
          ],
        },
        {
          label: 'Features',
          fields: [
            { name: 'show_varieties', type: 'checkbox', defaultValue: false, label: 'Varieties section shown' },
            { name: 'configurator_enabled', type: 'checkbox', defaultValue: true, label: 'Configurator enabled' },
            {
              name: 'hero_variant',
              type: 'select',
              defaultValue: 'swap',
              options: [
                { label: 'Full-screen model with swap card', value: 'swap' },
                { label: 'Two tabs (WAMA 42 / WAMA 26)', value: 'tabs' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
