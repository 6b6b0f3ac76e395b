import { namespace } from './define'

/** The page of a kept build (`/yachts/wama-26/configure/{code}`): the build as priced then, and today's price. */
export const build = namespace({
  en: {
    metaTitle: '{model} build {code}',
    metaDescription: 'A {model} build kept under its code, with the prices of the day it was priced.',
    eyebrow: 'Your build',
    title: 'Your {model}',
    pricedOn: 'Priced on {date}. These prices hold for this build, as on its spec sheet.',
    code: 'Build code',
    codeHint: 'Give this code to our sales team, by phone or mail, and they open this very build.',
    choices: 'Your choices',
    basePrice: '{model} base price',
    colour: 'Hull colour',
    flooring: 'Deck flooring',
    engine: 'Engine',
    included: 'Included in {name}',
    total: 'Total',
    excludingVat: 'Prices in euros, excluding VAT, delivery and commissioning.',
    sameToday: 'Today’s price list prices this build the same.',
    changedToday: 'At today’s prices this build comes to {total} ({difference}).',
    noLongerFits:
      'Some of these choices are no longer offered or no longer fit together; the configurator shows what changed and how to fix it.',
    reprice: 'Re-price at today’s list',
    open: 'Open in the configurator',
  },
  fr: {
    metaTitle: '{model}, configuration {code}',
    metaDescription: 'Une configuration {model} gardée sous sa référence, aux prix du jour où elle a été chiffrée.',
    eyebrow: 'Votre configuration',
    title: 'Votre {model}',
    pricedOn: 'Chiffrée le {date}. Ces prix valent pour cette configuration, comme sur sa fiche technique.',
    code: 'Référence',
    codeHint:
      'Donnez cette référence à notre équipe commerciale, par téléphone ou par écrit\u00a0: elle ouvre cette configuration même.',
    choices: 'Vos choix',
    basePrice: 'Prix de base du {model}',
    colour: 'Couleur de coque',
    flooring: 'Revêtement de pont',
    engine: 'Moteur',
    included: 'Inclus dans {name}',
    total: 'Total',
    excludingVat: 'Prix en euros, hors TVA, livraison et mise en service.',
    sameToday: 'Le tarif du jour chiffre cette configuration au même prix.',
    changedToday: 'Au tarif du jour, cette configuration revient à {total} ({difference}).',
    noLongerFits:
      'Certains de ces choix ne sont plus proposés ou ne vont plus ensemble\u00a0; le configurateur montre ce qui a changé et comment y remédier.',
    reprice: 'Chiffrer au tarif du jour',
    open: 'Ouvrir dans le configurateur',
  },
})
