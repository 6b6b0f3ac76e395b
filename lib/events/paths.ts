/** Where the events live on the site (English path; other languages add their prefix). */
export const EVENTS_PATH = '/events'
