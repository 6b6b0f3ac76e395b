/** Descriptions the seed gives uploaded pictures that no record describes. */
export interface MediaAlts {
  catamaranAtSea: string
  monohullAtSea: string
  yacht: string
  shipyard: string
  /** Follows a yacht's name. */
  exterior: string
  /** Follows a yacht's name. */
  interior: string
}

export const defaultMediaAlts: MediaAlts = {
  catamaranAtSea: 'WAMA 42 power catamaran at sea',
  monohullAtSea: 'WAMA 26 monohull at sea',
  yacht: 'WAMA yacht',
  shipyard: 'WAMA shipyard',
  exterior: 'exterior',
  interior: 'interior',
}
