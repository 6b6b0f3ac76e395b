import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepWords, restoreWords, type MigrationDb } from '../words-to-locales'

const sqliteTables = (db: MigrateUpArgs['db']): MigrationDb => ({
  tables: async () =>
    (await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table'`)).map((row) => row.name),
  columns: async (table) =>
    (await db.all<{ name: string }>(sql.raw(`PRAGMA table_info("${table}")`))).map((row) => row.name),
  run: async (statement) => {
    await db.run(sql.raw(statement))
  },
})

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Indexes that move to a per-language table keep their names: the old ones go first.
  await db.run(sql`CREATE TABLE \`yachts_features_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_features_locales_locale_parent_id_unique\` ON \`yachts_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_gallery_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_gallery_locales_locale_parent_id_unique\` ON \`yachts_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_varieties_key_features_locales\` (
  	\`feature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_varieties_key_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_varieties_key_features_locales_locale_parent_id_uniqu\` ON \`yachts_varieties_key_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_varieties_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`recommendation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_varieties_locales_locale_parent_id_unique\` ON \`yachts_varieties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_deck_plans_locales\` (
  	\`title\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_deck_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_deck_plans_locales_locale_parent_id_unique\` ON \`yachts_deck_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_locales\` (
  	\`name\` text,
  	\`tagline\` text,
  	\`description\` text,
  	\`construction\` text,
  	\`hero_image_alt\` text,
  	\`quote\` text,
  	\`quote_author\` text,
  	\`specs_length\` text,
  	\`specs_beam\` text,
  	\`specs_draft\` text,
  	\`specs_displacement\` text,
  	\`specs_fuel_capacity\` text,
  	\`specs_water_capacity\` text,
  	\`specs_max_speed\` text,
  	\`specs_cruising_speed\` text,
  	\`specs_cabins\` text,
  	\`specs_bathrooms\` text,
  	\`specs_sleeps\` text,
  	\`customization_title\` text,
  	\`customization_subtitle\` text,
  	\`customization_description\` text,
  	\`customization_philosophy\` text,
  	\`customization_quote\` text,
  	\`surf_title\` text,
  	\`surf_description\` text,
  	\`surf_vision\` text,
  	\`exterior_title\` text,
  	\`exterior_subtitle\` text,
  	\`exterior_description\` text,
  	\`interior_title\` text,
  	\`interior_description\` text,
  	\`interior_outboard_advantage\` text,
  	\`interior_philosophy\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`DROP INDEX IF EXISTS \`yachts_meta_meta_image_idx\`;`)
  await db.run(sql`CREATE INDEX \`yachts_meta_meta_image_idx\` ON \`yachts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_locales_locale_parent_id_unique\` ON \`yachts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_features_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_version_features_locales_locale_parent_id_unique\` ON \`_yachts_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_gallery_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_version_gallery_locales_locale_parent_id_unique\` ON \`_yachts_v_version_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_varieties_key_features_locales\` (
  	\`feature\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_varieties_key_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_version_varieties_key_features_locales_locale_pare\` ON \`_yachts_v_version_varieties_key_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_varieties_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`recommendation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_version_varieties_locales_locale_parent_id_unique\` ON \`_yachts_v_version_varieties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_deck_plans_locales\` (
  	\`title\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_deck_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_version_deck_plans_locales_locale_parent_id_unique\` ON \`_yachts_v_version_deck_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_locales\` (
  	\`version_name\` text,
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`version_construction\` text,
  	\`version_hero_image_alt\` text,
  	\`version_quote\` text,
  	\`version_quote_author\` text,
  	\`version_specs_length\` text,
  	\`version_specs_beam\` text,
  	\`version_specs_draft\` text,
  	\`version_specs_displacement\` text,
  	\`version_specs_fuel_capacity\` text,
  	\`version_specs_water_capacity\` text,
  	\`version_specs_max_speed\` text,
  	\`version_specs_cruising_speed\` text,
  	\`version_specs_cabins\` text,
  	\`version_specs_bathrooms\` text,
  	\`version_specs_sleeps\` text,
  	\`version_customization_title\` text,
  	\`version_customization_subtitle\` text,
  	\`version_customization_description\` text,
  	\`version_customization_philosophy\` text,
  	\`version_customization_quote\` text,
  	\`version_surf_title\` text,
  	\`version_surf_description\` text,
  	\`version_surf_vision\` text,
  	\`version_exterior_title\` text,
  	\`version_exterior_subtitle\` text,
  	\`version_exterior_description\` text,
  	\`version_interior_title\` text,
  	\`version_interior_description\` text,
  	\`version_interior_outboard_advantage\` text,
  	\`version_interior_philosophy\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`DROP INDEX IF EXISTS \`_yachts_v_version_meta_version_meta_image_idx\`;`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_meta_version_meta_image_idx\` ON \`_yachts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_yachts_v_locales_locale_parent_id_unique\` ON \`_yachts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`title\` text,
  	\`category\` text,
  	\`featured_image_alt\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`tags\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`DROP INDEX IF EXISTS \`posts_category_idx\`;`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts_locales\` (\`category\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX IF EXISTS \`posts_meta_meta_image_idx\`;`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_category\` text,
  	\`version_featured_image_alt\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_tags\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`DROP INDEX IF EXISTS \`_posts_v_version_version_category_idx\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v_locales\` (\`version_category\`,\`_locale\`);`)
  await db.run(sql`DROP INDEX IF EXISTS \`_posts_v_version_meta_version_meta_image_idx\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`DROP INDEX IF EXISTS \`pages_meta_meta_image_idx\`;`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`DROP INDEX IF EXISTS \`_pages_v_version_meta_version_meta_image_idx\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`quote\` text NOT NULL,
  	\`position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`location\` text,
  	\`legal_publisher\` text,
  	\`legal_share_capital\` text,
  	\`legal_head_office\` text,
  	\`legal_manager\` text,
  	\`legal_hosting_provider\` text,
  	\`legal_company_start\` text,
  	\`legal_activity_code\` text,
  	\`festival_title\` text,
  	\`festival_description\` text,
  	\`festival_dates\` text,
  	\`festival_location\` text,
  	\`festival_tour_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_location\` text,
  	\`version_legal_publisher\` text,
  	\`version_legal_share_capital\` text,
  	\`version_legal_head_office\` text,
  	\`version_legal_manager\` text,
  	\`version_legal_hosting_provider\` text,
  	\`version_legal_company_start\` text,
  	\`version_legal_activity_code\` text,
  	\`version_festival_title\` text,
  	\`version_festival_description\` text,
  	\`version_festival_dates\` text,
  	\`version_festival_location\` text,
  	\`version_festival_tour_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_locales\` (
  	\`hero_wama42_title\` text,
  	\`hero_wama42_description\` text,
  	\`hero_wama26_title\` text,
  	\`hero_wama26_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`homepage_locales_locale_parent_id_unique\` ON \`homepage_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_locales\` (
  	\`version_hero_wama42_title\` text,
  	\`version_hero_wama42_description\` text,
  	\`version_hero_wama26_title\` text,
  	\`version_hero_wama26_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_homepage_v_locales_locale_parent_id_unique\` ON \`_homepage_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_content_locales\` (
  	\`hero_pretitle\` text,
  	\`hero_cta_primary_text\` text,
  	\`hero_cta_secondary_text\` text,
  	\`hero_scroll_text\` text,
  	\`hero_mobile_monohull_alt\` text,
  	\`hero_mobile_monohull_label\` text,
  	\`hero_mobile_monohull_title\` text,
  	\`hero_mobile_monohull_cta\` text,
  	\`hero_mobile_catamaran_alt\` text,
  	\`hero_mobile_catamaran_label\` text,
  	\`hero_mobile_catamaran_title\` text,
  	\`hero_mobile_catamaran_cta\` text,
  	\`category_pretitle\` text,
  	\`category_title\` text,
  	\`category_description\` text,
  	\`category_monohull_alt\` text,
  	\`category_monohull_label\` text,
  	\`category_monohull_title\` text,
  	\`category_monohull_description\` text,
  	\`category_monohull_cta\` text,
  	\`category_catamaran_alt\` text,
  	\`category_catamaran_label\` text,
  	\`category_catamaran_title\` text,
  	\`category_catamaran_description\` text,
  	\`category_catamaran_cta\` text,
  	\`quote1_text\` text,
  	\`quote1_position\` text,
  	\`quote2_text\` text,
  	\`quote2_position\` text,
  	\`quote2_cta_text\` text,
  	\`expertise_subtitle\` text,
  	\`expertise_title\` text,
  	\`expertise_description\` text,
  	\`contact_subtitle\` text,
  	\`contact_title\` text,
  	\`contact_description\` text,
  	\`contact_submit_button_text\` text,
  	\`contact_sidebar_title\` text,
  	\`contact_consultation_button_text\` text,
  	\`contact_email_label\` text,
  	\`contact_location_label\` text,
  	\`contact_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_content_locales_locale_parent_id_unique\` ON \`home_content_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_content_v_locales\` (
  	\`version_hero_pretitle\` text,
  	\`version_hero_cta_primary_text\` text,
  	\`version_hero_cta_secondary_text\` text,
  	\`version_hero_scroll_text\` text,
  	\`version_hero_mobile_monohull_alt\` text,
  	\`version_hero_mobile_monohull_label\` text,
  	\`version_hero_mobile_monohull_title\` text,
  	\`version_hero_mobile_monohull_cta\` text,
  	\`version_hero_mobile_catamaran_alt\` text,
  	\`version_hero_mobile_catamaran_label\` text,
  	\`version_hero_mobile_catamaran_title\` text,
  	\`version_hero_mobile_catamaran_cta\` text,
  	\`version_category_pretitle\` text,
  	\`version_category_title\` text,
  	\`version_category_description\` text,
  	\`version_category_monohull_alt\` text,
  	\`version_category_monohull_label\` text,
  	\`version_category_monohull_title\` text,
  	\`version_category_monohull_description\` text,
  	\`version_category_monohull_cta\` text,
  	\`version_category_catamaran_alt\` text,
  	\`version_category_catamaran_label\` text,
  	\`version_category_catamaran_title\` text,
  	\`version_category_catamaran_description\` text,
  	\`version_category_catamaran_cta\` text,
  	\`version_quote1_text\` text,
  	\`version_quote1_position\` text,
  	\`version_quote2_text\` text,
  	\`version_quote2_position\` text,
  	\`version_quote2_cta_text\` text,
  	\`version_expertise_subtitle\` text,
  	\`version_expertise_title\` text,
  	\`version_expertise_description\` text,
  	\`version_contact_subtitle\` text,
  	\`version_contact_title\` text,
  	\`version_contact_description\` text,
  	\`version_contact_submit_button_text\` text,
  	\`version_contact_sidebar_title\` text,
  	\`version_contact_consultation_button_text\` text,
  	\`version_contact_email_label\` text,
  	\`version_contact_location_label\` text,
  	\`version_contact_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_content_v_locales_locale_parent_id_unique\` ON \`_home_content_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_locales\` (
  	\`hero_pretitle\` text,
  	\`hero_title\` text,
  	\`hero_subtitle\` text,
  	\`hero_scroll_text\` text,
  	\`philosophy_statement_subtitle\` text,
  	\`philosophy_statement_title\` text,
  	\`philosophy_statement_quote\` text,
  	\`philosophy_card_1_title\` text,
  	\`philosophy_card_1_description\` text,
  	\`philosophy_card_2_title\` text,
  	\`philosophy_card_2_description\` text,
  	\`philosophy_card_3_title\` text,
  	\`philosophy_card_3_description\` text,
  	\`story_subtitle\` text,
  	\`story_title\` text,
  	\`story_description\` text,
  	\`story_paragraph_1\` text,
  	\`story_paragraph_2\` text,
  	\`story_image_alt\` text,
  	\`difference_subtitle\` text,
  	\`difference_description\` text,
  	\`difference_closing_quote\` text,
  	\`feature_1_title\` text,
  	\`feature_1_description\` text,
  	\`feature_1_highlights\` text,
  	\`feature_1_image_alt\` text,
  	\`feature_2_title\` text,
  	\`feature_2_description\` text,
  	\`feature_2_highlights\` text,
  	\`feature_2_image_alt\` text,
  	\`feature_3_title\` text,
  	\`feature_3_description\` text,
  	\`feature_3_highlights\` text,
  	\`feature_3_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_locales_locale_parent_id_unique\` ON \`about_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_locales\` (
  	\`version_hero_pretitle\` text,
  	\`version_hero_title\` text,
  	\`version_hero_subtitle\` text,
  	\`version_hero_scroll_text\` text,
  	\`version_philosophy_statement_subtitle\` text,
  	\`version_philosophy_statement_title\` text,
  	\`version_philosophy_statement_quote\` text,
  	\`version_philosophy_card_1_title\` text,
  	\`version_philosophy_card_1_description\` text,
  	\`version_philosophy_card_2_title\` text,
  	\`version_philosophy_card_2_description\` text,
  	\`version_philosophy_card_3_title\` text,
  	\`version_philosophy_card_3_description\` text,
  	\`version_story_subtitle\` text,
  	\`version_story_title\` text,
  	\`version_story_description\` text,
  	\`version_story_paragraph_1\` text,
  	\`version_story_paragraph_2\` text,
  	\`version_story_image_alt\` text,
  	\`version_difference_subtitle\` text,
  	\`version_difference_description\` text,
  	\`version_difference_closing_quote\` text,
  	\`version_feature_1_title\` text,
  	\`version_feature_1_description\` text,
  	\`version_feature_1_highlights\` text,
  	\`version_feature_1_image_alt\` text,
  	\`version_feature_2_title\` text,
  	\`version_feature_2_description\` text,
  	\`version_feature_2_highlights\` text,
  	\`version_feature_2_image_alt\` text,
  	\`version_feature_3_title\` text,
  	\`version_feature_3_description\` text,
  	\`version_feature_3_highlights\` text,
  	\`version_feature_3_image_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_locales_locale_parent_id_unique\` ON \`_about_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_standard_features_locales\` (
  	\`feature\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_standard_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_standard_features_locales_locale_pare\` ON \`configurator_catalogue_standard_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_colors_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_colors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_colors_locales_locale_parent_id_uniqu\` ON \`configurator_catalogue_colors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_floorings_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_floorings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_floorings_locales_locale_parent_id_un\` ON \`configurator_catalogue_floorings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_engines_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_engines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_engines_locales_locale_parent_id_uniq\` ON \`configurator_catalogue_engines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_categories_locales_locale_parent_id_u\` ON \`configurator_catalogue_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_options_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_options_locales_locale_parent_id_uniq\` ON \`configurator_catalogue_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_rules_locales\` (
  	\`explanation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`configurator_catalogue_rules_locales_locale_parent_id_unique\` ON \`configurator_catalogue_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_standard_features_locales\` (
  	\`feature\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_standard_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_standard_features_locales_\` ON \`_configurator_catalogue_v_version_standard_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_colors_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_colors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_colors_locales_locale_pare\` ON \`_configurator_catalogue_v_version_colors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_floorings_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_floorings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_floorings_locales_locale_p\` ON \`_configurator_catalogue_v_version_floorings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_engines_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_engines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_engines_locales_locale_par\` ON \`_configurator_catalogue_v_version_engines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_categories_locales_locale_\` ON \`_configurator_catalogue_v_version_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_options_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_options_locales_locale_par\` ON \`_configurator_catalogue_v_version_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_rules_locales\` (
  	\`explanation\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v_version_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_configurator_catalogue_v_version_rules_locales_locale_paren\` ON \`_configurator_catalogue_v_version_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Rebuilding a table deletes its rows first; with foreign keys on, that deletion would also empty every
  // list and version table that points to it. They stay off until every table is rebuilt.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // Every word already written becomes the English version (copied aside before the old columns go).
  const words = await keepWords(sqliteTables(db))
  await db.run(sql`CREATE TABLE \`__new_yachts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`hero_image_id\` integer,
  	\`hero_video_id\` integer,
  	\`booklet_id\` integer,
  	\`specification_sheet_id\` integer,
  	\`exterior_image_id\` integer,
  	\`interior_image_id\` integer,
  	\`slug\` text,
  	\`featured_on_homepage\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booklet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`specification_sheet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`exterior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`interior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yachts\`("id", "price", "hero_image_id", "hero_video_id", "booklet_id", "specification_sheet_id", "exterior_image_id", "interior_image_id", "slug", "featured_on_homepage", "updated_at", "created_at", "_status") SELECT "id", "price", "hero_image_id", "hero_video_id", "booklet_id", "specification_sheet_id", "exterior_image_id", "interior_image_id", "slug", "featured_on_homepage", "updated_at", "created_at", "_status" FROM \`yachts\`;`)
  await db.run(sql`DROP TABLE \`yachts\`;`)
  await db.run(sql`ALTER TABLE \`__new_yachts\` RENAME TO \`yachts\`;`)
  await db.run(sql`CREATE INDEX \`yachts_hero_image_idx\` ON \`yachts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_hero_video_idx\` ON \`yachts\` (\`hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_booklet_idx\` ON \`yachts\` (\`booklet_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_specification_sheet_idx\` ON \`yachts\` (\`specification_sheet_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_exterior_image_idx\` ON \`yachts\` (\`exterior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_interior_image_idx\` ON \`yachts\` (\`interior_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_slug_idx\` ON \`yachts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`yachts_updated_at_idx\` ON \`yachts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`yachts_created_at_idx\` ON \`yachts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`yachts__status_idx\` ON \`yachts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__yachts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_price\` numeric,
  	\`version_hero_image_id\` integer,
  	\`version_hero_video_id\` integer,
  	\`version_booklet_id\` integer,
  	\`version_specification_sheet_id\` integer,
  	\`version_exterior_image_id\` integer,
  	\`version_interior_image_id\` integer,
  	\`version_slug\` text,
  	\`version_featured_on_homepage\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_booklet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_specification_sheet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_exterior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_interior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__yachts_v\`("id", "parent_id", "version_price", "version_hero_image_id", "version_hero_video_id", "version_booklet_id", "version_specification_sheet_id", "version_exterior_image_id", "version_interior_image_id", "version_slug", "version_featured_on_homepage", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_price", "version_hero_image_id", "version_hero_video_id", "version_booklet_id", "version_specification_sheet_id", "version_exterior_image_id", "version_interior_image_id", "version_slug", "version_featured_on_homepage", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", NULL, NULL, "latest", "autosave" FROM \`_yachts_v\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__yachts_v\` RENAME TO \`_yachts_v\`;`)
  await db.run(sql`CREATE INDEX \`_yachts_v_parent_idx\` ON \`_yachts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_hero_image_idx\` ON \`_yachts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_hero_video_idx\` ON \`_yachts_v\` (\`version_hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_booklet_idx\` ON \`_yachts_v\` (\`version_booklet_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_specification_sheet_idx\` ON \`_yachts_v\` (\`version_specification_sheet_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_exterior_image_idx\` ON \`_yachts_v\` (\`version_exterior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_interior_image_idx\` ON \`_yachts_v\` (\`version_interior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_slug_idx\` ON \`_yachts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_updated_at_idx\` ON \`_yachts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_created_at_idx\` ON \`_yachts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version__status_idx\` ON \`_yachts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_created_at_idx\` ON \`_yachts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_updated_at_idx\` ON \`_yachts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_snapshot_idx\` ON \`_yachts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_published_locale_idx\` ON \`_yachts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_latest_idx\` ON \`_yachts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_autosave_idx\` ON \`_yachts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`featured_image_id\` integer,
  	\`published_date\` text,
  	\`read_time\` numeric,
  	\`author\` text,
  	\`slug\` text,
  	\`featured\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "featured_image_id", "published_date", "read_time", "author", "slug", "featured", "updated_at", "created_at", "_status") SELECT "id", "featured_image_id", "published_date", "read_time", "author", "slug", "featured", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE INDEX \`posts_featured_image_idx\` ON \`posts\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_featured_image_id\` integer,
  	\`version_published_date\` text,
  	\`version_read_time\` numeric,
  	\`version_author\` text,
  	\`version_slug\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_featured_image_id", "version_published_date", "version_read_time", "version_author", "version_slug", "version_featured", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_featured_image_id", "version_published_date", "version_read_time", "version_author", "version_slug", "version_featured", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", NULL, NULL, "latest", "autosave" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_featured_image_idx\` ON \`_posts_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "updated_at", "created_at", "_status") SELECT "id", "slug", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", NULL, NULL, "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_homepage_v_snapshot_idx\` ON \`_homepage_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_published_locale_idx\` ON \`_homepage_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`version_hero_wama42_title\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`version_hero_wama42_description\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`version_hero_wama26_title\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`version_hero_wama26_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_home_content_v_snapshot_idx\` ON \`_home_content_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_published_locale_idx\` ON \`_home_content_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_pretitle\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_cta_primary_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_cta_secondary_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_scroll_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_monohull_alt\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_monohull_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_monohull_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_monohull_cta\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_catamaran_alt\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_catamaran_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_catamaran_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_hero_mobile_catamaran_cta\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_pretitle\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_monohull_alt\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_monohull_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_monohull_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_monohull_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_monohull_cta\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_catamaran_alt\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_catamaran_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_catamaran_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_catamaran_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_category_catamaran_cta\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_quote1_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_quote1_position\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_quote2_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_quote2_position\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_quote2_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_expertise_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_expertise_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_expertise_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_submit_button_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_sidebar_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_consultation_button_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_email_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_location_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`version_contact_location\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_about_v_snapshot_idx\` ON \`_about_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_published_locale_idx\` ON \`_about_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_hero_pretitle\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_hero_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_hero_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_hero_scroll_text\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_statement_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_statement_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_statement_quote\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_card_1_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_card_1_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_card_2_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_card_2_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_card_3_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_philosophy_card_3_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_story_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_story_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_story_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_story_paragraph_1\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_story_paragraph_2\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_story_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_difference_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_difference_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_difference_closing_quote\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_1_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_1_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_1_highlights\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_1_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_2_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_2_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_2_highlights\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_2_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_3_title\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_3_description\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_3_highlights\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version_feature_3_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`yachts_features\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`yachts_features\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`yachts_gallery\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties_key_features\` DROP COLUMN \`feature\`;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties\` DROP COLUMN \`recommendation\`;`)
  await db.run(sql`ALTER TABLE \`yachts_deck_plans\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`yachts_deck_plans\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_features\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_features\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_gallery\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties_key_features\` DROP COLUMN \`feature\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties\` DROP COLUMN \`recommendation\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_deck_plans\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_deck_plans\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`quote\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_publisher\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_share_capital\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_head_office\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_manager\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_hosting_provider\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_company_start\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`legal_activity_code\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`festival_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`festival_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`festival_dates\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`festival_location\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`festival_tour_text\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_location\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_publisher\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_share_capital\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_head_office\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_manager\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_hosting_provider\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_company_start\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_legal_activity_code\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_festival_title\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_festival_description\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_festival_dates\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_festival_location\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_festival_tour_text\`;`)
  await db.run(sql`ALTER TABLE \`homepage\` DROP COLUMN \`hero_wama42_title\`;`)
  await db.run(sql`ALTER TABLE \`homepage\` DROP COLUMN \`hero_wama42_description\`;`)
  await db.run(sql`ALTER TABLE \`homepage\` DROP COLUMN \`hero_wama26_title\`;`)
  await db.run(sql`ALTER TABLE \`homepage\` DROP COLUMN \`hero_wama26_description\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_pretitle\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_cta_primary_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_cta_secondary_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_scroll_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_monohull_alt\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_monohull_label\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_monohull_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_monohull_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_catamaran_alt\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_catamaran_label\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_catamaran_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`hero_mobile_catamaran_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_pretitle\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_description\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_monohull_alt\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_monohull_label\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_monohull_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_monohull_description\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_monohull_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_catamaran_alt\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_catamaran_label\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_catamaran_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_catamaran_description\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`category_catamaran_cta\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`quote1_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`quote1_position\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`quote2_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`quote2_position\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`quote2_cta_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`expertise_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`expertise_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`expertise_description\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_description\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_submit_button_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_sidebar_title\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_consultation_button_text\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_email_label\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_location_label\`;`)
  await db.run(sql`ALTER TABLE \`home_content\` DROP COLUMN \`contact_location\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`hero_pretitle\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`hero_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`hero_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`hero_scroll_text\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_statement_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_statement_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_statement_quote\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_card_1_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_card_1_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_card_2_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_card_2_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_card_3_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`philosophy_card_3_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`story_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`story_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`story_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`story_paragraph_1\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`story_paragraph_2\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`story_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`difference_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`difference_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`difference_closing_quote\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_1_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_1_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_1_highlights\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_1_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_2_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_2_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_2_highlights\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_2_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_3_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_3_description\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_3_highlights\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`feature_3_image_alt\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_standard_features\` DROP COLUMN \`feature\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_colors\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_floorings\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_floorings\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_engines\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_engines\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_options\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_options\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_rules\` DROP COLUMN \`explanation\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_standard_features\` DROP COLUMN \`feature\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_colors\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_floorings\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_floorings\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_engines\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_engines\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_options\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_options\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_rules\` DROP COLUMN \`explanation\`;`)
  await restoreWords(sqliteTables(db), words)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`yachts_features_locales\`;`)
  await db.run(sql`DROP TABLE \`yachts_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`yachts_varieties_key_features_locales\`;`)
  await db.run(sql`DROP TABLE \`yachts_varieties_locales\`;`)
  await db.run(sql`DROP TABLE \`yachts_deck_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`yachts_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_varieties_key_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_varieties_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_deck_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`homepage_locales\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_locales\`;`)
  await db.run(sql`DROP TABLE \`home_content_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_content_v_locales\`;`)
  await db.run(sql`DROP TABLE \`about_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_standard_features_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_colors_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_floorings_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_engines_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_options_locales\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_standard_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_colors_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_floorings_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_engines_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_rules_locales\`;`)
  await db.run(sql`DROP INDEX \`_yachts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_yachts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_tagline\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_construction\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_hero_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_quote\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_quote_author\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_length\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_beam\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_draft\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_displacement\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_fuel_capacity\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_water_capacity\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_max_speed\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_cruising_speed\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_cabins\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_bathrooms\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_specs_sleeps\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_customization_title\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_customization_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_customization_description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_customization_philosophy\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_customization_quote\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_surf_title\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_surf_description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_surf_vision\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_exterior_title\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_exterior_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_exterior_description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_interior_title\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_interior_description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_interior_outboard_advantage\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_interior_philosophy\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_meta_version_meta_image_idx\` ON \`_yachts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_yachts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_category\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_featured_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_tags\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_homepage_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_homepage_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`version_hero_wama42_title\` text;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`version_hero_wama42_description\` text;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`version_hero_wama26_title\` text;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` ADD \`version_hero_wama26_description\` text;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_homepage_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_home_content_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_content_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_pretitle\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_cta_primary_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_cta_secondary_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_scroll_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_monohull_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_monohull_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_monohull_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_monohull_cta\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_catamaran_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_catamaran_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_catamaran_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_hero_mobile_catamaran_cta\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_pretitle\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_monohull_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_monohull_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_monohull_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_monohull_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_monohull_cta\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_catamaran_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_catamaran_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_catamaran_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_catamaran_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_category_catamaran_cta\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_quote1_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_quote1_position\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_quote2_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_quote2_position\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_quote2_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_expertise_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_expertise_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_expertise_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_submit_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_sidebar_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_consultation_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_email_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_location_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` ADD \`version_contact_location\` text;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_home_content_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_about_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_hero_pretitle\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_hero_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_hero_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_hero_scroll_text\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_statement_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_statement_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_statement_quote\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_card_1_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_card_1_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_card_2_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_card_2_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_card_3_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_philosophy_card_3_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_story_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_story_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_story_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_story_paragraph_1\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_story_paragraph_2\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_story_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_difference_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_difference_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_difference_closing_quote\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_1_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_1_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_1_highlights\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_1_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_2_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_2_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_2_highlights\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_2_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_3_title\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_3_description\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_3_highlights\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_feature_3_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`yachts_features\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_features\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_gallery\` ADD \`alt\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties_key_features\` ADD \`feature\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_varieties\` ADD \`recommendation\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_deck_plans\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`yachts_deck_plans\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`tagline\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`construction\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`hero_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`quote\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`quote_author\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_length\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_beam\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_draft\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_displacement\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_fuel_capacity\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_water_capacity\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_max_speed\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_cruising_speed\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_cabins\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_bathrooms\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`specs_sleeps\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`customization_title\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`customization_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`customization_description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`customization_philosophy\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`customization_quote\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`surf_title\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`surf_description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`surf_vision\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`exterior_title\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`exterior_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`exterior_description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`interior_title\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`interior_description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`interior_outboard_advantage\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`interior_philosophy\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`yachts\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`yachts_meta_meta_image_idx\` ON \`yachts\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_features\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_features\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_gallery\` ADD \`alt\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties_key_features\` ADD \`feature\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_varieties\` ADD \`recommendation\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_deck_plans\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_yachts_v_version_deck_plans\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`category\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`featured_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`tags\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`quote\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`location\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_publisher\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_share_capital\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_head_office\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_manager\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_hosting_provider\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_company_start\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`legal_activity_code\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`festival_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`festival_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`festival_dates\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`festival_location\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`festival_tour_text\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_location\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_publisher\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_share_capital\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_head_office\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_manager\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_hosting_provider\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_company_start\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_legal_activity_code\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_festival_title\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_festival_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_festival_dates\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_festival_location\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_festival_tour_text\` text;`)
  await db.run(sql`ALTER TABLE \`homepage\` ADD \`hero_wama42_title\` text;`)
  await db.run(sql`ALTER TABLE \`homepage\` ADD \`hero_wama42_description\` text;`)
  await db.run(sql`ALTER TABLE \`homepage\` ADD \`hero_wama26_title\` text;`)
  await db.run(sql`ALTER TABLE \`homepage\` ADD \`hero_wama26_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_pretitle\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_cta_primary_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_cta_secondary_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_scroll_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_monohull_alt\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_monohull_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_monohull_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_monohull_cta\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_catamaran_alt\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_catamaran_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_catamaran_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`hero_mobile_catamaran_cta\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_pretitle\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_monohull_alt\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_monohull_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_monohull_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_monohull_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_monohull_cta\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_catamaran_alt\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_catamaran_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_catamaran_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_catamaran_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`category_catamaran_cta\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`quote1_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`quote1_position\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`quote2_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`quote2_position\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`quote2_cta_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`expertise_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`expertise_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`expertise_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_submit_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_sidebar_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_consultation_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_email_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_location_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_content\` ADD \`contact_location\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`hero_pretitle\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`hero_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`hero_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`hero_scroll_text\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_statement_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_statement_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_statement_quote\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_card_1_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_card_1_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_card_2_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_card_2_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_card_3_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`philosophy_card_3_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`story_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`story_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`story_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`story_paragraph_1\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`story_paragraph_2\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`story_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`difference_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`difference_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`difference_closing_quote\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_1_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_1_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_1_highlights\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_1_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_2_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_2_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_2_highlights\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_2_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_3_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_3_description\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_3_highlights\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`feature_3_image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_standard_features\` ADD \`feature\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_colors\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_floorings\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_floorings\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_engines\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_engines\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_categories\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_options\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_options\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`configurator_catalogue_rules\` ADD \`explanation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_standard_features\` ADD \`feature\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_colors\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_floorings\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_floorings\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_engines\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_engines\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_categories\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_options\` ADD \`name\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_options\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_configurator_catalogue_v_version_rules\` ADD \`explanation\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`locale\`;`)
}
