/** The four contact choices built from settings; their wording is in the Consultation messages. */
export interface ConsultationContact {
  phone: string
  whatsapp: string
  email: string
  calendarUrl: string
}

export type ConsultationChoiceId = 'calendar' | 'call' | 'whatsapp' | 'email'

export interface ConsultationChoice {
  id: ConsultationChoiceId
  /** The number or address it reaches; null for the calendar, which the dialog describes in words. */
  detail: string | null
  href: string
}

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`
const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`
const mailtoHref = (email: string): string => `mailto:${email.trim()}`

export function consultationChoices(contact: ConsultationContact): ConsultationChoice[] {
  return [
    { id: 'calendar', detail: null, href: contact.calendarUrl },
    { id: 'call', detail: contact.phone, href: telHref(contact.phone) },
    { id: 'whatsapp', detail: contact.phone, href: whatsappHref(contact.whatsapp || contact.phone) },
    { id: 'email', detail: contact.email, href: mailtoHref(contact.email) },
  ]
}
