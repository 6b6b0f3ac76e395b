import { namespace } from './define'

/** The consultation dialog every page can open (a client island: keep it short). */
export const consultation = namespace({
  en: {
    eyebrow: 'Private Consultation',
    title: 'Schedule Your Private Consultation',
    intro: 'Choose how you’d like to connect with our luxury yacht experts.',
    availability: 'Our concierge team is available 24/7 for all inquiries.',
    newTab: '(opens in a new tab)',
    calendar: { title: 'Open Calendar', subtitle: 'Schedule online', detail: 'Pick a time in our booking calendar' },
    call: { title: 'Call Directly', subtitle: 'Speak with us instantly' },
    whatsapp: { title: 'WhatsApp', subtitle: 'Chat now for support' },
    email: { title: 'Email', subtitle: 'Send your request via email' },
  },
  fr: {
    eyebrow: 'Consultation privée',
    title: 'Planifiez votre consultation privée',
    intro: 'Choisissez comment échanger avec nos experts en yachts de luxe.',
    availability: 'Notre conciergerie est à votre écoute 24 h/24, 7 j/7, pour toute demande.',
    newTab: '(s’ouvre dans un nouvel onglet)',
    calendar: {
      title: 'Ouvrir l’agenda',
      subtitle: 'Réservez en ligne',
      detail: 'Choisissez un créneau dans notre agenda',
    },
    call: { title: 'Appel direct', subtitle: 'Échangez avec nous immédiatement' },
    whatsapp: { title: 'WhatsApp', subtitle: 'Écrivez-nous dès maintenant' },
    email: { title: 'E-mail', subtitle: 'Envoyez-nous votre demande par e-mail' },
  },
})
