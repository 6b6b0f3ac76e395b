import { namespace } from './define'

/** The JSON errors of the form endpoints, in the language the request asks for. */
export const api = namespace({
  en: {
    invalidFields: 'Please check the highlighted fields.',
    newsletterLink: 'This link is not valid: open it again from the mail we sent you.',
    myDataLink: 'This link is not valid or is more than 24 hours old: ask for a new one on the Your data page.',
    eraseUnconfirmed: 'Tick the box that confirms the erasure, then press Erase again.',
    tooManyRequests: 'Too many requests. Please try again in a minute.',
    tryLater: 'Too many requests. Please try again later.',
    challengeRequired:
      'Many requests are reaching us right now. Please send the form again: your browser confirms it automatically.',
    serverError: 'Something went wrong on our side. Please try again later.',
    notKept:
      'We could not record your request just now. Please write to us at {email} or call {phone}: we will answer you promptly.',
    methodNotAllowed: 'Method not allowed. Use POST.',
    unquotable: 'This build cannot be quoted: {problems}',
    unkeepable: 'This build cannot be kept: {problems}',
    unknownChoices:
      'these choices are not in the catalogue ({choices}). Reload the configurator to see today’s choices.',
    build: {
      malformed: 'This is not a build code: a build code reads like W26-7KQM-4TXD-92HF.',
      unknown: 'No build has the code {code}. Check it against your spec sheet or the mail we sent you.',
    },
    automatedLead:
      'This message was not sent: a field people never see was filled in, as automated senders do. Reload the page and send it again.',
    automatedSignUp:
      'This sign-up was not saved: a field people never see was filled in, as automated sign-ups do. Reload the page and join again.',
    notFoundLogBody: 'Send \'{"path":"/…","referrer":"…"}\'.',
    unreadableAddress: 'The address is not valid: a % must be followed by the code of a character.',
    controlCharacters: 'The address is not valid: it contains control characters (such as a line break).',
    body: {
      contentType: 'Please send the form as application/json.',
      tooLarge: 'The request is too large.',
      encoding: 'The request body is not valid UTF-8.',
      notObject: 'The request body must be a JSON object.',
      syntax: 'The request body is not valid JSON.',
    },
  },
  fr: {
    invalidFields: 'Veuillez vérifier les champs signalés.',
    newsletterLink: 'Ce lien n’est pas valide\u00a0: ouvrez-le à nouveau depuis le message que nous vous avons envoyé.',
    myDataLink:
      'Ce lien n’est pas valide ou date de plus de 24\u00a0heures\u00a0: demandez-en un nouveau sur la page Vos données.',
    eraseUnconfirmed: 'Cochez la case qui confirme l’effacement, puis appuyez à nouveau sur Effacer.',
    tooManyRequests: 'Trop de demandes. Veuillez réessayer dans une minute.',
    tryLater: 'Trop de demandes. Veuillez réessayer plus tard.',
    challengeRequired:
      'Nous recevons beaucoup de demandes en ce moment. Veuillez renvoyer le formulaire\u00a0: votre navigateur le confirme automatiquement.',
    serverError: 'Un incident est survenu de notre côté. Veuillez réessayer plus tard.',
    notKept:
      'Nous n’avons pas pu enregistrer votre demande pour le moment. Écrivez-nous à {email} ou appelez le {phone}\u00a0: nous vous répondrons rapidement.',
    methodNotAllowed: 'Méthode non autorisée. Utilisez POST.',
    unquotable: 'Cette configuration ne peut pas faire l’objet d’un devis\u00a0: {problems}',
    unkeepable: 'Cette configuration ne peut pas être gardée\u00a0: {problems}',
    unknownChoices:
      'ces choix ne figurent pas au catalogue ({choices}). Rechargez le configurateur pour voir les choix du jour.',
    build: {
      malformed: 'Ce n’est pas une référence de configuration\u00a0: elle s’écrit comme W26-7KQM-4TXD-92HF.',
      unknown:
        'Aucune configuration ne porte la référence {code}. Vérifiez-la sur votre fiche technique ou dans le message que nous vous avons envoyé.',
    },
    automatedLead:
      'Ce message n’a pas été envoyé\u00a0: un champ invisible pour les personnes a été rempli, comme le font les envois automatiques. Rechargez la page et envoyez-le à nouveau.',
    automatedSignUp:
      'Cette inscription n’a pas été enregistrée\u00a0: un champ invisible pour les personnes a été rempli, comme le font les inscriptions automatiques. Rechargez la page et inscrivez-vous à nouveau.',
    notFoundLogBody: 'Envoyez \'{"path":"/…","referrer":"…"}\'.',
    unreadableAddress: 'L’adresse n’est pas valide\u00a0: un % doit être suivi du code d’un caractère.',
    controlCharacters:
      'L’adresse n’est pas valide\u00a0: elle contient des caractères de contrôle (comme un saut de ligne).',
    body: {
      contentType: 'Veuillez envoyer le formulaire au format application/json.',
      tooLarge: 'La requête est trop volumineuse.',
      encoding: 'Le corps de la requête n’est pas en UTF-8 valide.',
      notObject: 'Le corps de la requête doit être un objet JSON.',
      syntax: 'Le corps de la requête n’est pas un JSON valide.',
    },
  },
})
