import { namespace } from './define'

/** The developer connection-test page (its island gets this namespace from the page, not from every page). */
export const apiTest = namespace({
  en: {
    eyebrow: 'Developer',
    title: 'API Connection Test',
    intro: 'Reads the yacht list from <code>/api/cms/yachts/</code> in the browser, exactly as a front end would.',
    status: 'Status:',
    state: { checking: 'checking', connected: 'connected', error: 'error' },
    checking: 'Checking connection',
    failed: 'Connection Failed',
    hint: 'Make sure the backend is running locally (<code>npm run dev</code> or <code>npm start</code>) and that <code>/api/cms/yachts/</code> answers.',
    connected: 'Connected to Backend',
    received: '{count, plural, one {# yacht} other {# yachts}} received.',
    featured: 'Featured',
    price: 'Price',
    slug: 'Slug',
    noPrice: 'N/A',
    imageUnavailable: '{name} (image unavailable, placeholder shown)',
  },
  fr: {
    eyebrow: 'Développeurs',
    title: 'Test de connexion à l’API',
    intro:
      'Lit la liste des yachts depuis <code>/api/cms/yachts/</code> dans le navigateur, exactement comme le ferait une interface.',
    status: 'Statut :',
    state: { checking: 'vérification', connected: 'connecté', error: 'erreur' },
    checking: 'Vérification de la connexion',
    failed: 'Échec de la connexion',
    hint: 'Vérifiez que le serveur tourne en local (<code>npm run dev</code> ou <code>npm start</code>) et que <code>/api/cms/yachts/</code> répond.',
    connected: 'Connecté au serveur',
    received: '{count, plural, one {# yacht reçu} other {# yachts reçus}}.',
    featured: 'À la une',
    price: 'Prix',
    slug: 'Slug',
    noPrice: 'N.C.',
    imageUnavailable: '{name} (image indisponible, remplacée par une image provisoire)',
  },
})
