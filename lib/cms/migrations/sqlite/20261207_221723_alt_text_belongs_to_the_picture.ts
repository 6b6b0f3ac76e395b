import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { carryAltTextsToPictures } from '../alt-texts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  for (const statement of carryAltTextsToPictures) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`yachts_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_gallery_locales\`;`)
  await db.run(sql`ALTER TABLE \`yachts_locales\` DROP COLUMN \`hero_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_locales\` DROP COLUMN \`version_hero_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`featured_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_featured_image_alt\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`yachts_gallery_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_gallery_locales_locale_parent_id_unique\` ON \`yachts_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_gallery_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_version_gallery_locales_locale_parent_id_unique\` ON \`_yachts_v_version_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`yachts_locales\` ADD \`hero_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_locales\` ADD \`version_hero_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`featured_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_featured_image_alt\` text;`)
}
