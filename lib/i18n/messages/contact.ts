import { namespace } from './define'

export const contact = namespace({
  en: {
    eyebrow: 'Contact',
    title: 'Begin your journey with WAMA',
    intro:
      'Tell us where you plan to cruise, who will be aboard and how you like to spend a day at sea. A member of our team will reply within 24 hours with specifications, availability and the next step.',
    form: 'Send an inquiry',
    sidebarTitle: 'Private Consultation',
    sidebarText:
      'Prefer to talk? Book a call or a video meeting with our team, or visit the yard in Megrine. Our concierge team is available 24/7.',
    bookConsultation: 'Book Consultation',
    email: 'Email',
    phone: 'Telephone',
    whatsapp: 'WhatsApp',
    location: 'Location',
    downloads: {
      eyebrow: 'Downloads',
      title: 'Brochures and specifications',
      text: 'Everything our team would send you after a first call: brochures, complete specifications and deck plans.',
    },
  },
  fr: {
    eyebrow: 'Contact',
    title: 'Commencez votre voyage avec WAMA',
    intro:
      'Dites-nous où vous projetez de naviguer, qui sera à bord et comment vous aimez passer une journée en mer. Un membre de notre équipe vous répondra sous 24 heures avec les caractéristiques, les disponibilités et la prochaine étape.',
    form: 'Envoyer une demande',
    sidebarTitle: 'Entretien privé',
    sidebarText:
      'Vous préférez échanger de vive voix ? Réservez un appel ou une visioconférence avec notre équipe, ou venez visiter le chantier à Mégrine. Notre conciergerie est à votre disposition 24 h/24, 7 j/7.',
    bookConsultation: 'Réserver un entretien',
    email: 'E-mail',
    phone: 'Téléphone',
    whatsapp: 'WhatsApp',
    location: 'Adresse',
    downloads: {
      eyebrow: 'Téléchargements',
      title: 'Brochures et fiches techniques',
      text: 'Tout ce que notre équipe vous enverrait après un premier échange : brochures, caractéristiques complètes et plans de pont.',
    },
  },
})
