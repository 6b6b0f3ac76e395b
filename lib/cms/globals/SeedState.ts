import type { GlobalConfig } from 'payload'

import { isAdmin } from '../access'

/** What the first-start seed has loaded, so a restart never recreates what an editor deleted or changed. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: isAdmin, update: isAdmin },
  fields: [{ name: 'seeded', type: 'json' }],
}
