import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`yachts_locales\` ADD \`type\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_locales\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_locales\` ADD \`version_type\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_locales\` ADD \`version_summary\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`yachts_locales\` DROP COLUMN \`type\`;`)
  await db.run(sql`ALTER TABLE \`yachts_locales\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_locales\` DROP COLUMN \`version_type\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_locales\` DROP COLUMN \`version_summary\`;`)
}
