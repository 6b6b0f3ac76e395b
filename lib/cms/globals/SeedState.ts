import type { GlobalConfig } from 'payload'

import { admins } from '../access'

/** What the first-start seed has loaded, so a restart never recreates what an editor deleted or changed. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: admins, update: admins },
  fields: [{ name: 'seeded', type: 'json' }],
}
