import type { APIRequestContext } from '@playwright/test'

import { BASE } from '../env'

/** The first colour, deck and engine of the configurator catalogue the site serves now, and no option. */
export async function firstChoices(request: APIRequestContext) {
  const catalogue = (await (await request.get(`${BASE}/api/cms/configurator/current/`)).json()) as {
    colors: Array<{ id: string }>
    floorings: Array<{ id: string }>
    engines: Array<{ id: string }>
  }
  return {
    colorId: catalogue.colors[0]!.id,
    flooringId: catalogue.floorings[0]!.id,
    engineId: catalogue.engines[0]!.id,
    optionIds: [] as string[],
  }
}
