import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillConsentRecords } from '../consent-versions'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_purpose\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_version\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`consent_purpose\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`consent_version\` text;`)
  await backfillConsentRecords({
    wordings: async (table) =>
      (
        await db.all<{ wording: string }>(
          sql`SELECT DISTINCT consent_text AS wording FROM ${sql.identifier(table)} WHERE consent_text IS NOT NULL`,
        )
      ).map((row) => row.wording),
    purpose: async (table, purpose) => {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET consent_purpose = ${purpose}`)
    },
    version: async (table, wording, version) => {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET consent_version = ${version} WHERE consent_text = ${wording}`)
    },
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_purpose\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_version\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`consent_purpose\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`consent_version\`;`)
}
