import type { SiteSettings } from '@/lib/cms/types'

import type { Translation } from '../translation'

export const settingsFr: Translation<SiteSettings> = {
  location: 'Zone industrielle, Mégrine, Tunisie',
  legal_share_capital: '700 000 TND',
  legal_head_office: 'Zone industrielle, 2033 Mégrine, Ben Arous, Tunisie',
  legal_manager: 'Walid Ben Amor, gérant',
  legal_company_start: '24 juin 2021',
  festival_description:
    'Montez à bord du WAMA 26 et du WAMA 42 au Vieux-Port de Cannes. Toute la semaine, notre équipe vous accueille sur le ponton pour vous présenter la construction, les options et les essais en mer qui suivront.',
  festival_dates: '9–14 septembre 2025',
  festival_location: 'Vieux-Port, Cannes, France',
  festival_tour_text: 'Demander une visite privée',
}
