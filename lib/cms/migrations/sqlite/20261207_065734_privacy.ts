import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_months\` numeric DEFAULT 36 NOT NULL,
  	\`last_sweep_at\` text,
  	\`last_sweep_summary\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`erased_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_erased_at_idx\` ON \`leads\` (\`erased_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy\`;`)
  await db.run(sql`DROP INDEX \`leads_erased_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`erased_at\`;`)
}
