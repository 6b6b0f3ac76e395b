/**
 * Run by tests/e2e/cms-field-descriptions.spec.ts with `payload run` (the configs load Payload's ESM plugins):
 * prints every field editors fill, with its description, on the last line.
 */
import type { Field } from 'payload'

import { Documents } from '../../lib/cms/collections/Documents'
import { Pages } from '../../lib/cms/collections/Pages'
import { Posts } from '../../lib/cms/collections/Posts'
import { Testimonials } from '../../lib/cms/collections/Testimonials'
import { Yachts } from '../../lib/cms/collections/Yachts'
import { AboutContent } from '../../lib/cms/globals/AboutContent'
import { ConfiguratorCatalogue } from '../../lib/cms/globals/ConfiguratorCatalogue'
import { HomeContent } from '../../lib/cms/globals/HomeContent'
import { HomepageHero } from '../../lib/cms/globals/HomepageHero'
import { SiteSettings } from '../../lib/cms/globals/SiteSettings'

const EDITED = [
  Yachts,
  Posts,
  Pages,
  Testimonials,
  Documents,
  HomepageHero,
  HomeContent,
  AboutContent,
  SiteSettings,
  ConfiguratorCatalogue,
]

function described(fields: Field[], path: string): Array<[string, unknown]> {
  return fields.flatMap((field): Array<[string, unknown]> => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => described(tab.fields, path))
    if (field.type === 'row' || field.type === 'collapsible') return described(field.fields, path)
    if (field.type === 'ui') return []
    const where = `${path}.${'name' in field ? field.name : field.type}`
    const own: [string, unknown] = [where, field.admin && 'description' in field.admin ? field.admin.description : '']
    return field.type === 'group' || field.type === 'array' ? [own, ...described(field.fields, where)] : [own]
  })
}

// Exit only once the line is written: a pipe takes a large write asynchronously, and exit() would cut it.
process.stdout.write(
  `FIELDS ${JSON.stringify(EDITED.flatMap((config) => described(config.fields, config.slug)))}\n`,
  () => process.exit(0),
)
