import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`respond_by\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_response_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`escalated_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_respond_by_idx\` ON \`leads\` (\`respond_by\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_hours\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_opens\` text DEFAULT '08:00' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_closes\` text DEFAULT '18:00' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_time_zone\` text DEFAULT 'Africa/Tunis' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_monday\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_tuesday\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_wednesday\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_thursday\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_friday\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_saturday\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` ADD \`response_clock_days_sunday\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`leads_respond_by_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`respond_by\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`first_response_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`escalated_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_hours\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_opens\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_closes\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_monday\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_tuesday\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_wednesday\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_thursday\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_friday\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_saturday\`;`)
  await db.run(sql`ALTER TABLE \`lead_routing\` DROP COLUMN \`response_clock_days_sunday\`;`)
}
