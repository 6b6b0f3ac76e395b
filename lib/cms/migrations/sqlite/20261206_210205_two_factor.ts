import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
}
