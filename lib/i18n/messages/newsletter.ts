import { namespace } from './define'

/** The pages a newsletter mail's links open: confirming an address, leaving the list. */
export const newsletter = namespace({
  en: {
    kicker: 'WAMA newsletter',
    metaConfirm: 'Confirm your subscription',
    metaUnsubscribe: 'Unsubscribe',
    invalidTitle: 'This link is not valid',
    invalidBody:
      'It may have been cut short: open it again from the mail we sent you, or join from the foot of any page.',
    confirmTitle: 'Confirm your subscription',
    confirmBody: 'Receive the WAMA newsletter at {email}.',
    confirmAction: 'Confirm my subscription',
    subscribedTitle: 'Welcome aboard',
    subscribedBody:
      'The WAMA newsletter will come to {email}. The link at the foot of our mail unsubscribes you at any time.',
    unsubscribeTitle: 'Leave the WAMA newsletter?',
    unsubscribeBody: 'No more newsletters will be sent to {email}.',
    unsubscribeAction: 'Unsubscribe',
    unsubscribedTitle: 'You have left the newsletter',
    unsubscribedBody:
      'No more newsletters will be sent to {email}. Changed your mind? Join again from the foot of any page.',
    home: 'Return Home',
  },
  fr: {
    kicker: 'Newsletter WAMA',
    metaConfirm: 'Confirmez votre inscription',
    metaUnsubscribe: 'Désinscription',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidBody:
      'Il a peut-être été tronqué\u00a0: ouvrez-le à nouveau depuis le message que nous vous avons envoyé, ou inscrivez-vous depuis le pied de n’importe quelle page.',
    confirmTitle: 'Confirmez votre inscription',
    confirmBody: 'Recevez la newsletter WAMA à l’adresse {email}.',
    confirmAction: 'Confirmer mon inscription',
    subscribedTitle: 'Bienvenue à bord',
    subscribedBody:
      'La newsletter WAMA arrivera à l’adresse {email}. Le lien au bas de notre message vous désinscrit à tout moment.',
    unsubscribeTitle: 'Quitter la newsletter WAMA\u00a0?',
    unsubscribeBody: 'Plus aucune newsletter ne sera envoyée à l’adresse {email}.',
    unsubscribeAction: 'Me désinscrire',
    unsubscribedTitle: 'Désinscription confirmée',
    unsubscribedBody:
      'Plus aucune newsletter ne sera envoyée à l’adresse {email}. Vous changez d’avis\u00a0? Réinscrivez-vous depuis le pied de n’importe quelle page.',
    home: 'Retour à l’accueil',
  },
})
