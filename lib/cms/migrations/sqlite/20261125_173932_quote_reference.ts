import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`reference\` text;`)
  await db.run(sql`CREATE INDEX \`leads_reference_idx\` ON \`leads\` (\`reference\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`reference\`;`)
}
