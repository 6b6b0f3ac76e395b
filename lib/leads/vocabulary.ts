/**
 * The words of a lead's record as sales read them (the admin's lists and the exports); the stored values stay
 * the specification's lower-case words.
 */

export const LEAD_KINDS = ['inquiry', 'information', 'brochure', 'contact', 'configuration', 'appointment'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const

export const KIND_LABELS: Record<(typeof LEAD_KINDS)[number], string> = {
  inquiry: 'Inquiry (contact form)',
  information: 'Yacht information',
  brochure: 'Brochure',
  contact: 'CMS contact',
  configuration: 'WAMA 26 quote',
  appointment: 'Sea trial or show meeting',
}

/** "contacted" → "Contacted": a status as the admin shows it. */
export const capitalised = (v: string) => v.charAt(0).toUpperCase() + v.slice(1)
