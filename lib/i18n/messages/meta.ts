import { namespace } from './define'

/** Titles and descriptions search engines and share cards show, per page. */
export const meta = namespace({
  en: {
    homeTitle: 'WAMA Yachts · Aluminium power catamarans and composite monohulls',
    homeDescription:
      'WAMA builds the WAMA 26 sport monohull and the WAMA 42 aluminium power catamaran by hand in Megrine, Tunisia. Explore the fleet, compare specifications and book a private consultation.',
    aboutTitle: 'About',
    aboutDescription:
      'WAMA is a Mediterranean shipyard in Megrine, Tunisia, building welded aluminium power catamarans and vacuum-infused monohulls, engineered, built and sea-trialled under one roof since 2021.',
    blogTitle: 'The WAMA Journal',
    blogDescription:
      'The WAMA Journal: engineering notes from the yard, design stories, cruising itineraries and life aboard our monohulls and power catamarans.',
    postTitle: '{title} | The WAMA Journal',
    postNotFound: 'Article not found',
    collectionTitle: 'The Collection',
    collectionDescription:
      'The WAMA fleet: the WAMA 26 vacuum-infused sport monohull and the WAMA 42 aluminium power catamaran, built to order in Megrine, Tunisia.',
    fleetAlt: 'The WAMA fleet',
    yachtsTitle: 'Yachts',
    yachtsDescription:
      'Every WAMA yacht: the WAMA 26 sport monohull and the WAMA 42 aluminium power catamaran, with specifications and starting prices.',
    yachtNotFound: 'Yacht not found',
    contactTitle: 'Contact',
    contactDescription:
      'Contact WAMA in Megrine, Tunisia: send an inquiry about the WAMA 26 or WAMA 42, book a private consultation, or download brochures and specification sheets.',
    legalTitle: 'Legal Notice',
    legalDescription:
      'Legal notice of the WAMA website: publisher, share capital, head office, manager and hosting provider.',
    configureTitle: 'Configure your WAMA 26',
    configureDescription:
      'Build your WAMA 26: hull colour, deck flooring, engine and 43 options, priced as you choose. Save, share and request a quote.',
    apiTestTitle: 'API Connection Test',
    apiTestDescription: 'Developer page: checks the connection to the WAMA content backend.',
  },
  fr: {
    homeTitle: 'WAMA Yachts · Catamarans à moteur en aluminium et monocoques composites',
    homeDescription:
      'WAMA construit à la main, à Mégrine en Tunisie, le monocoque sportif WAMA 26 et le catamaran à moteur WAMA 42 en aluminium. Découvrez la flotte, comparez les caractéristiques et réservez un entretien privé.',
    aboutTitle: 'Le chantier',
    aboutDescription:
      'WAMA est un chantier naval méditerranéen installé à Mégrine, en Tunisie. Depuis 2021, nous concevons, construisons et essayons en mer, sous un même toit, des catamarans à moteur en aluminium soudé et des monocoques infusés sous vide.',
    blogTitle: 'Le Journal WAMA',
    blogDescription:
      'Le Journal WAMA : carnets d’ingénierie du chantier, histoires de design, itinéraires de croisière et art de vivre à bord de nos monocoques et catamarans à moteur.',
    postTitle: '{title} | Le Journal WAMA',
    postNotFound: 'Article introuvable',
    collectionTitle: 'La Collection',
    collectionDescription:
      'La flotte WAMA : le monocoque sportif WAMA 26 infusé sous vide et le catamaran à moteur WAMA 42 en aluminium, construits sur commande à Mégrine, en Tunisie.',
    fleetAlt: 'La flotte WAMA',
    yachtsTitle: 'Yachts',
    yachtsDescription:
      'Tous les yachts WAMA : le monocoque sportif WAMA 26 et le catamaran à moteur WAMA 42 en aluminium, avec leurs caractéristiques et leurs prix de départ.',
    yachtNotFound: 'Yacht introuvable',
    contactTitle: 'Contact',
    contactDescription:
      'Contactez WAMA à Mégrine, en Tunisie : écrivez-nous au sujet du WAMA 26 ou du WAMA 42, réservez un entretien privé ou téléchargez brochures et fiches techniques.',
    legalTitle: 'Mentions légales',
    legalDescription: 'Mentions légales du site WAMA : éditeur, capital social, siège, gérant et hébergeur.',
    configureTitle: 'Configurez votre WAMA 26',
    configureDescription:
      'Composez votre WAMA 26 : couleur de coque, pont, motorisation et 43 options, au prix affiché à chaque choix. Enregistrez, partagez et demandez un devis.',
    apiTestTitle: 'Test de connexion à l’API',
    apiTestDescription: 'Page technique : vérifie la connexion au service de contenu de WAMA.',
  },
})
