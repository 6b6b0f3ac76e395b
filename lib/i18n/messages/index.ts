import type { Locale } from '../config'

import { precompiled } from './precompiled'
import { common } from './common'
import { validation } from './validation'
import { api } from './api'
import { forms } from './forms'
import { mail } from './mail'
import { yacht } from './yacht'
import { yachtIslands } from './yacht-islands'
import { collection } from './collection'
import { configurator } from './configurator'
import { consultation } from './consultation'
import { festival } from './festival'
import { ui } from './ui'
import { preview } from './preview'
import { nav } from './nav'
import { legal } from './legal'
import { language } from './language'
import { journalPage } from './journal-page'
import { home } from './home'
import { footer } from './footer'
import { documents } from './documents'
import { contact } from './contact'
import { breadcrumbs } from './breadcrumbs'
import { apiTest } from './api-test'
import { about } from './about'
import { journal } from './journal'
import { meta } from './meta'
import { notFound } from './not-found'
import { errorPage } from './error-page'
import { shareCard } from './share-card'
import { newsletter } from './newsletter'
import { myData } from './my-data'
import { events } from './events'
import { build } from './build'

/** Every namespace of the interface's wording in one language; each file holds all languages of its namespace. */
export function messagesFor(locale: Locale) {
  return {
    Common: common[locale],
    Validation: validation[locale],
    Api: api[locale],
    Forms: forms[locale],
    Mail: mail[locale],
    Yacht: yacht[locale],
    YachtIslands: yachtIslands[locale],
    Collection: collection[locale],
    Configurator: configurator[locale],
    Consultation: consultation[locale],
    Festival: festival[locale],
    Ui: ui[locale],
    Preview: preview[locale],
    Nav: nav[locale],
    Legal: legal[locale],
    Language: language[locale],
    JournalPage: journalPage[locale],
    Home: home[locale],
    Footer: footer[locale],
    Documents: documents[locale],
    Contact: contact[locale],
    Breadcrumbs: breadcrumbs[locale],
    ApiTest: apiTest[locale],
    About: about[locale],
    Journal: journal[locale],
    Meta: meta[locale],
    NotFound: notFound[locale],
    ErrorPage: errorPage[locale],
    ShareCard: shareCard[locale],
    Newsletter: newsletter[locale],
    MyData: myData[locale],
    Events: events[locale],
    Build: build[locale],
  }
}

export type Messages = ReturnType<typeof messagesFor>
export type Namespace = keyof Messages

/** The catalogue as next-intl reads it (its messages precompiled); `messagesFor` keeps the source words. */
export function intlMessages(locale: Locale): Messages {
  return precompiled(messagesFor(locale))
}

/** The namespaces client islands read; the rest stay on the server and never reach the browser. */
export function clientMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const all = messagesFor(locale)
  const picked: Partial<Messages> = {}
  for (const name of namespaces) Object.assign(picked, { [name]: all[name] })
  return precompiled(picked)
}
