import type { MediaAlts } from '../media'
import type { Translation } from '../translation'

export const mediaAltsFr: Translation<MediaAlts> = {
  catamaranAtSea: 'Le catamaran à moteur WAMA 42 en mer',
  monohullAtSea: 'Le monocoque WAMA 26 en mer',
  yacht: 'Yacht WAMA',
  shipyard: 'Le chantier WAMA',
  exterior: 'vu de l’extérieur',
  interior: 'vu de l’intérieur',
}
