import { consentVersion, type ConsentPurpose } from '../../leads/consent'

/**
 * Records kept before the consent record had a purpose and a version: every lead was given to answer its request,
 * every subscriber for the newsletter, and each wording already stored gets the version its words have.
 */
const TABLES = ['leads', 'subscribers'] as const
type Table = (typeof TABLES)[number]
const PURPOSE: Record<Table, ConsentPurpose> = { leads: 'reply', subscribers: 'newsletter' }

export interface ConsentBackfillDb {
  /** The distinct consent wordings stored in `table`. */
  wordings(table: Table): Promise<string[]>
  /** Sets the purpose of every row of `table`. */
  purpose(table: Table, purpose: ConsentPurpose): Promise<void>
  /** Sets the version of the rows of `table` that hold `wording`. */
  version(table: Table, wording: string, version: string): Promise<void>
}

export async function backfillConsentRecords(db: ConsentBackfillDb): Promise<void> {
  for (const table of TABLES) {
    await db.purpose(table, PURPOSE[table])
    for (const wording of await db.wordings(table)) await db.version(table, wording, consentVersion(wording))
  }
}
