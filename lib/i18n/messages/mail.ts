import { namespace } from './define'

/**
 * The visitor's mails and the quote's PDF spec sheet, written in the lead's language (the mail to the sales
 * team stays in English and reads the English side).
 */
export const mail = namespace({
  en: {
    greeting: 'Dear customer,',
    signature: 'The WAMA Yachts team',
    brochure: {
      subject: 'Your {yacht} brochure — WAMA Yachts',
      title: 'Your {yacht} brochure',
      thanks: 'Thank you for your interest in the {yacht}.',
      here: 'Your brochure is here:',
      download: 'Download the brochure',
      later: 'Our team will send you the brochure shortly.',
      subjectGeneric: 'Your brochure request — WAMA Yachts',
      titleGeneric: 'Your brochure request',
      thanksGeneric: 'Thank you for your interest in our yachts.',
    },
    inquiry: {
      subject: 'Thank you for your inquiry — WAMA Yachts',
      title: 'Thank you for your inquiry',
      aboutConfiguration:
        'We have received your message about your WAMA 26 configuration. Our team will reach out to you shortly.',
      aboutYacht: 'We have received your message about the {yacht}. Our team will reach out to you shortly.',
      aboutInquiry: 'We have received your message about your inquiry. Our team will reach out to you shortly.',
      specAttached: 'The specification of your build is attached (reference {reference}).',
      buildKept: 'Your build keeps this code and its prices; open it again at any time:',
    },
    newsletter: {
      subject: 'Please confirm your subscription — WAMA Yachts',
      title: 'One click to confirm',
      asked: 'You asked to receive the WAMA newsletter at this address. Please confirm it:',
      confirm: 'Confirm my subscription',
      ignore: 'If you did not ask for it, ignore this mail: the address will not be subscribed.',
      leave: 'You can unsubscribe at any time:',
      unsubscribe: 'Unsubscribe',
    },
    myData: {
      subject: 'Your data at WAMA Yachts',
      title: 'Your data, in one place',
      asked:
        'You asked to see the personal data WAMA holds about this address. This link shows it, lets you download it and erase it; it works for 24 hours:',
      open: 'See my data',
      ignore: 'If you did not ask for it, ignore this mail: nobody can open the page without this link.',
    },
    lines: {
      color: 'Exterior colour',
      flooring: 'Flooring',
      engine: 'Engine',
      option: 'Option',
      includedIn: 'Included in {name}',
    },
    sheet: {
      documentTitle: '{model} — specification {reference}',
      reference: 'Reference {reference}',
      heading: 'Your {model}',
      subheading: 'The specification of the build you configured',
      item: 'ITEM',
      choice: 'CHOICE',
      price: 'PRICE',
      basePrice: 'Base price',
      total: 'Total (excluding VAT)',
      reopen: 'Open this build again:',
      note: 'Prices in euros, excluding VAT, delivery and commissioning. Our sales team will confirm your quote and delivery.',
    },
  },
  fr: {
    greeting: 'Madame, Monsieur,',
    signature: 'L’équipe WAMA Yachts',
    brochure: {
      subject: 'Votre brochure {yacht} — WAMA Yachts',
      title: 'Votre brochure {yacht}',
      thanks: 'Merci de l’intérêt que vous portez au {yacht}.',
      here: 'Voici votre brochure\u00a0:',
      download: 'Télécharger la brochure',
      later: 'Notre équipe vous enverra la brochure très prochainement.',
      subjectGeneric: 'Votre demande de brochure — WAMA Yachts',
      titleGeneric: 'Votre demande de brochure',
      thanksGeneric: 'Merci de l’intérêt que vous portez à nos yachts.',
    },
    inquiry: {
      subject: 'Merci pour votre demande — WAMA Yachts',
      title: 'Merci pour votre demande',
      aboutConfiguration:
        'Nous avons bien reçu votre message concernant votre configuration WAMA 26. Notre équipe vous contactera très prochainement.',
      aboutYacht:
        'Nous avons bien reçu votre message concernant le {yacht}. Notre équipe vous contactera très prochainement.',
      aboutInquiry: 'Nous avons bien reçu votre demande. Notre équipe vous contactera très prochainement.',
      specAttached: 'Vous trouverez ci-joint la spécification de votre configuration (référence {reference}).',
      buildKept: 'Votre configuration garde cette référence et ses prix ; retrouvez-la à tout moment :',
    },
    newsletter: {
      subject: 'Merci de confirmer votre inscription — WAMA Yachts',
      title: 'Un clic pour confirmer',
      asked: 'Vous avez demandé à recevoir la newsletter WAMA à cette adresse. Veuillez la confirmer\u00a0:',
      confirm: 'Confirmer mon inscription',
      ignore: 'Si vous ne l’avez pas demandée, ignorez ce message\u00a0: l’adresse ne sera pas inscrite.',
      leave: 'Vous pouvez vous désinscrire à tout moment\u00a0:',
      unsubscribe: 'Se désinscrire',
    },
    myData: {
      subject: 'Vos données chez WAMA Yachts',
      title: 'Vos données, en un seul endroit',
      asked:
        'Vous avez demandé à consulter les données personnelles que WAMA détient sur cette adresse. Ce lien les affiche, vous permet de les télécharger et de les effacer\u00a0; il est valable 24 heures\u00a0:',
      open: 'Voir mes données',
      ignore: 'Si vous ne l’avez pas demandé, ignorez ce message\u00a0: personne ne peut ouvrir la page sans ce lien.',
    },
    lines: {
      color: 'Couleur de coque',
      flooring: 'Revêtement de pont',
      engine: 'Motorisation',
      option: 'Option',
      includedIn: 'Inclus dans « {name} »',
    },
    sheet: {
      documentTitle: '{model} — spécification {reference}',
      reference: 'Référence {reference}',
      heading: 'Votre {model}',
      subheading: 'La spécification de la configuration que vous avez composée',
      item: 'ÉLÉMENT',
      choice: 'CHOIX',
      price: 'PRIX',
      basePrice: 'Prix de base',
      total: 'Total (hors TVA)',
      reopen: 'Retrouvez cette configuration\u00a0:',
      note: 'Prix en euros, hors TVA, livraison et mise en service. Notre équipe commerciale vous confirmera le devis et le délai de livraison.',
    },
  },
})
