import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The seeded "Request Quote" site was never WAMA's: left as seeded, the tab now leads to the page's own form.
const SEEDED = 'https://inquiry.wama-yachts.com'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`site_settings\` SET \`inquiry_url\` = NULL WHERE \`inquiry_url\` = ${SEEDED};`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`site_settings\` SET \`inquiry_url\` = ${SEEDED} WHERE \`inquiry_url\` IS NULL;`)
}
