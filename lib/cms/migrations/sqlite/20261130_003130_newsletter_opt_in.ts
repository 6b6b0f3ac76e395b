import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`status\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmation_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`mail_status\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`mail_error\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  // Addresses that joined before confirmation existed gave their consent then: they stay on the list.
  await db.run(sql`UPDATE \`subscribers\` SET \`status\` = 'subscribed', \`confirmed_at\` = \`created_at\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmation_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`mail_status\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`mail_error\`;`)
}
