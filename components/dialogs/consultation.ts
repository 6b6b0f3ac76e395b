/** The fixed wording and the four contact choices built from settings. */
export const CONSULTATION_DEFAULT_TITLE = 'Schedule Your Private Consultation'
export const CONSULTATION_INTRO = 'Choose how you’d like to connect with our luxury yacht experts.'
export const CONSULTATION_AVAILABILITY = 'Our concierge team is available 24/7 for all inquiries.'

export interface ConsultationContact {
  phone: string
  whatsapp: string
  email: string
  calendarUrl: string
}

export type ConsultationChoiceId = 'calendar' | 'call' | 'whatsapp' | 'email'

export interface ConsultationChoice {
  id: ConsultationChoiceId
  title: string
  subtitle: string
  detail: string
  href: string
}

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`
const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`
const mailtoHref = (email: string): string => `mailto:${email.trim()}`

export function consultationChoices(contact: ConsultationContact): ConsultationChoice[] {
  return [
    {
      id: 'calendar',
      title: 'Open Calendar',
      subtitle: 'Schedule online',
      detail: 'Pick a time in our booking calendar',
      href: contact.calendarUrl,
    },
    {
      id: 'call',
      title: 'Call Directly',
      subtitle: 'Speak with us instantly',
      detail: contact.phone,
      href: telHref(contact.phone),
    },
    {
      id: 'whatsapp',
      title: 'WhatsApp',
      subtitle: 'Chat now for support',
      detail: contact.phone,
      href: whatsappHref(contact.whatsapp || contact.phone),
    },
    {
      id: 'email',
      title: 'Email',
      subtitle: 'Send your request via email',
      detail: contact.email,
      href: mailtoHref(contact.email),
    },
  ]
}
