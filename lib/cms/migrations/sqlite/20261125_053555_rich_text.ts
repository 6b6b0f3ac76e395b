import { MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { convertHtmlColumns } from '../../rich-text-import'

/** The HTML columns become rich text; SQLite keeps both as text, so only the values change. */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const converted = await convertHtmlColumns(
    payload.config,
    async (table, column) => {
      const c = sql.identifier(column)
      const rows = await db.all<{ id: number; html: string }>(
        sql`SELECT id, ${c} AS html FROM ${sql.identifier(table)} WHERE ${c} IS NOT NULL AND substr(ltrim(${c}), 1, 1) <> '{'`,
      )
      return rows.filter((row) => typeof row.html === 'string')
    },
    async (table, column, id, json) => {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${json} WHERE id = ${id}`)
    },
  )
  payload.logger.info({ msg: 'rich text: HTML values converted', converted })
}

/** Nothing to undo in the schema; the values stay the editor's JSON (the HTML is not rebuilt). */
export async function down(): Promise<void> {}
