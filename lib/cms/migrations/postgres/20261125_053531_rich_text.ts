import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { convertHtmlColumns, HTML_COLUMNS } from '../../rich-text-import'

/** The HTML columns become rich text (jsonb): each HTML value is kept as a JSON string, then converted. */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  for (const [table, columns] of Object.entries(HTML_COLUMNS))
    for (const column of columns) {
      const [t, c] = [sql.identifier(table), sql.identifier(column)]
      await db.execute(sql`ALTER TABLE ${t} ALTER COLUMN ${c} SET DATA TYPE jsonb USING to_jsonb(${c})`)
    }
  const converted = await convertHtmlColumns(
    payload.config,
    async (table, column) => {
      const [t, c] = [sql.identifier(table), sql.identifier(column)]
      const { rows } = await db.execute(
        sql`SELECT id, ${c} #>> '{}' AS html FROM ${t} WHERE jsonb_typeof(${c}) = 'string'`,
      )
      return rows.flatMap((row) =>
        (typeof row.id === 'number' || typeof row.id === 'string') && typeof row.html === 'string'
          ? [{ id: row.id, html: row.html }]
          : [],
      )
    },
    async (table, column, id, json) => {
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${json}::jsonb WHERE id = ${id}`,
      )
    },
  )
  payload.logger.info({ msg: 'rich text: HTML values converted', converted })
}

/** Back to text columns; the values stay the editor's JSON (the HTML is not rebuilt). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, columns] of Object.entries(HTML_COLUMNS))
    for (const column of columns) {
      const [t, c] = [sql.identifier(table), sql.identifier(column)]
      await db.execute(sql`ALTER TABLE ${t} ALTER COLUMN ${c} SET DATA TYPE varchar USING ${c}::text`)
    }
}
