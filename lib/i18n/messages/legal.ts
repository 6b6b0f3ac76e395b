import { namespace } from './define'

/** The legal notice and every editor's page (CmsPageView). */
export const legal = namespace({
  en: {
    title: 'Legal Notice',
    eyebrow: 'Legal',
    companyFacts: 'Company Facts',
    lastUpdated: 'Last updated {date}',
    facts: {
      publisher: 'Publisher',
      shareCapital: 'Share capital',
      headOffice: 'Head office',
      manager: 'Manager',
      hostingProvider: 'Hosting provider',
      companyStart: 'Company start',
      activityCode: 'Activity code',
    },
  },
  fr: {
    title: 'Mentions légales',
    eyebrow: 'Informations légales',
    companyFacts: 'La société',
    lastUpdated: 'Dernière mise à jour : {date}',
    facts: {
      publisher: 'Éditeur',
      shareCapital: 'Capital social',
      headOffice: 'Siège social',
      manager: 'Gérant',
      hostingProvider: 'Hébergeur',
      companyStart: 'Début d’activité',
      activityCode: 'Code d’activité',
    },
  },
})
