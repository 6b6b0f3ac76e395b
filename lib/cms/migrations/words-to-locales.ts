/**
 * Turning localization on moves every translatable column of a table `x` into a new table `x_locales`
 * (one row per language). The generated migrations create those tables and then drop the old columns (or
 * rebuild the table without them, which on SQLite also empties the new tables through their cascade),
 * which would lose every word already written. `keepWords` copies the tables aside before that;
 * `restoreWords`, at the end of the migration, writes their words into `x_locales` as the English rows.
 */
const LOCALE_COLUMNS = new Set(['id', '_locale', '_parent_id'])
const ENGLISH = 'en'

export interface MigrationDb {
  /** Every table of the database. */
  tables(): Promise<string[]>
  columns(table: string): Promise<string[]>
  run(statement: string): Promise<void>
}

interface Kept {
  table: string
  copy: string
  columns: string[]
}

const quote = (name: string) => `"${name}"`

export async function keepWords(db: MigrationDb): Promise<Kept[]> {
  const kept: Kept[] = []
  for (const table of (await db.tables()).filter((t) => t.endsWith('_locales'))) {
    const parent = table.slice(0, -'_locales'.length)
    const parentColumns = new Set(await db.columns(parent))
    if (!parentColumns.has('id')) continue
    const columns = (await db.columns(table)).filter((c) => !LOCALE_COLUMNS.has(c) && parentColumns.has(c))
    if (columns.length === 0) continue
    const copy = `words_${kept.length}`
    await db.run(`CREATE TEMPORARY TABLE ${quote(copy)} AS SELECT ${['id', ...columns].map(quote).join(', ')} FROM ${quote(parent)}`)
    kept.push({ table, copy, columns })
  }
  return kept
}

export async function restoreWords(db: MigrationDb, kept: Kept[]): Promise<void> {
  for (const { table, copy, columns } of kept) {
    const list = columns.map(quote).join(', ')
    await db.run(
      `INSERT INTO ${quote(table)} (${list}, ${quote('_locale')}, ${quote('_parent_id')}) ` +
        `SELECT ${list}, '${ENGLISH}', ${quote('id')} FROM ${quote(copy)}`,
    )
    await db.run(`DROP TABLE ${quote(copy)}`)
  }
}
