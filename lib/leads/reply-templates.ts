import type { Payload, PayloadRequest } from 'payload'

/** The reply templates a new database starts with; sales managers change them in the admin. */
const STARTING_TEMPLATES = [
  {
    name: 'First answer',
    locale: 'en',
    subject: 'Your enquiry to WAMA Yachts',
    body:
      'Dear customer,\n\nThank you for your interest in WAMA. I am {owner}, and I will look after your request personally.\n\n' +
      'When would suit you for a call? I can also send you the full specification and a detailed quote.\n\n' +
      'Kind regards,\n{owner}\nWAMA Yachts',
  },
  {
    name: 'Sea trial invitation',
    locale: 'en',
    subject: 'A sea trial with WAMA Yachts',
    body:
      'Dear customer,\n\nThank you for your interest in WAMA. We would be delighted to welcome you to our yard in ' +
      'Megrine, near Tunis, for a sea trial. Which dates would suit you?\n\nKind regards,\n{owner}\nWAMA Yachts',
  },
  {
    name: 'Première réponse',
    locale: 'fr',
    subject: 'Votre demande à WAMA Yachts',
    body:
      'Madame, Monsieur,\n\nMerci de l’intérêt que vous portez à WAMA. Je suis {owner} et je suivrai personnellement ' +
      'votre demande.\n\nQuand pourrions-nous nous appeler\u00a0? Je peux aussi vous envoyer la fiche technique ' +
      'complète et un devis détaillé.\n\nBien cordialement,\n{owner}\nWAMA Yachts',
  },
  {
    name: 'Invitation à un essai en mer',
    locale: 'fr',
    subject: 'Un essai en mer avec WAMA Yachts',
    body:
      'Madame, Monsieur,\n\nMerci de l’intérêt que vous portez à WAMA. Nous serions ravis de vous accueillir sur ' +
      'notre chantier de Mégrine, près de Tunis, pour un essai en mer. Quelles dates vous conviendraient\u00a0?\n\n' +
      'Bien cordialement,\n{owner}\nWAMA Yachts',
  },
] as const

/** Run by the migration that brings replies, so a database old or new has templates to start from. */
export async function addStartingTemplates(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  for (const data of STARTING_TEMPLATES) {
    await payload.create({ collection: 'reply-templates', data, req, overrideAccess: true, depth: 0 })
  }
}
