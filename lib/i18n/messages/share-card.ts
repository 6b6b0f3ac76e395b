import { namespace } from './define'

export const shareCard = namespace({
  en: {
    collection: 'The WAMA Collection',
    from: 'From {price}',
    journal: 'The WAMA Journal',
    journalCategory: 'The WAMA Journal · {category}',
    siteSubtitle: 'Aluminium power catamarans and composite monohulls',
    siteAlt: 'WAMA Yachts: aluminium power catamarans and composite monohulls',
    readTime: '{minutes} min read',
  },
  fr: {
    collection: 'La collection WAMA',
    from: 'À partir de {price}',
    journal: 'Le Journal WAMA',
    journalCategory: 'Le Journal WAMA · {category}',
    siteSubtitle: 'Catamarans à moteur en aluminium et monocoques composites',
    siteAlt: 'WAMA Yachts : catamarans à moteur en aluminium et monocoques composites',
    readTime: '{minutes} min de lecture',
  },
})
