import { namespace } from './define'

export const footer = namespace({
  en: {
    home: 'WAMA Yachts, home',
    tagline: 'Aluminium power catamarans and vacuum-infused monohulls, built by hand in Megrine, Tunisia.',
    products: 'Products',
    company: 'Company',
    monohulls: 'Monohulls',
    catamarans: 'Catamarans',
    collection: 'Collection',
    contact: 'Contact',
    newsletter: 'Newsletter',
    newsletterText: 'Launches, sea trials and news from the yard, a few times a year.',
    rights: '© <year></year> {publisher}. All rights reserved.',
    legal: 'Legal',
    privacy: 'Privacy',
    social: 'WAMA on social media',
    newTab: '{name} (opens in a new tab)',
  },
  fr: {
    home: 'WAMA Yachts, accueil',
    tagline:
      'Catamarans à moteur en aluminium et monocoques infusés sous vide, construits à la main à Mégrine, en Tunisie.',
    products: 'Nos yachts',
    company: 'La maison',
    monohulls: 'Monocoques',
    catamarans: 'Catamarans',
    collection: 'Collection',
    contact: 'Contact',
    newsletter: 'Lettre d’information',
    newsletterText: 'Lancements, essais en mer et nouvelles du chantier, quelques fois par an.',
    rights: '© <year></year> {publisher}. Tous droits réservés.',
    legal: 'Mentions légales',
    privacy: 'Confidentialité',
    social: 'WAMA sur les réseaux sociaux',
    newTab: '{name} (s’ouvre dans un nouvel onglet)',
  },
})
