import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`homepage\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`homepage__status_idx\` ON \`homepage\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`latest\` integer;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_version__status_idx\` ON \`_homepage_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_latest_idx\` ON \`_homepage_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_autosave_idx\` ON \`_homepage_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_content__status_idx\` ON \`home_content\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`latest\` integer;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version__status_idx\` ON \`_home_content_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_latest_idx\` ON \`_home_content_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_autosave_idx\` ON \`_home_content_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`latest\` integer;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_autosave_idx\` ON \`_about_v\` (\`autosave\`);`)
  // What visitors saw before stays published, and the newest saved version is the latest.
  for (const [main, versions] of [
    ['homepage', '_homepage_v'],
    ['home_content', '_home_content_v'],
    ['about', '_about_v'],
  ] as const) {
    await db.run(sql.raw(`UPDATE \`${main}\` SET \`_status\` = 'published';`))
    await db.run(sql.raw(`UPDATE \`${versions}\` SET \`version__status\` = 'published';`))
    await db.run(
      sql.raw(`UPDATE \`${versions}\` SET \`latest\` = 1 WHERE \`id\` = (SELECT MAX(\`id\`) FROM \`${versions}\`);`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`homepage__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`homepage\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_homepage_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_homepage_v_latest_idx\`;`)
  await db.run(sql`DROP INDEX \`_homepage_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`home_content__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_home_content_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_content_v_latest_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_content_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`about__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_about_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_latest_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`autosave\`;`)
}
