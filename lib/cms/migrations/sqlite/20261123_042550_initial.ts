import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`yachts_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`display_order\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yachts_features_order_idx\` ON \`yachts_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yachts_features_parent_id_idx\` ON \`yachts_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`gallery_type\` text DEFAULT 'exterior',
  	\`display_order\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`alt\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yachts_gallery_order_idx\` ON \`yachts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yachts_gallery_parent_id_idx\` ON \`yachts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_gallery_image_idx\` ON \`yachts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_varieties_key_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yachts_varieties_key_features_order_idx\` ON \`yachts_varieties_key_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yachts_varieties_key_features_parent_id_idx\` ON \`yachts_varieties_key_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_varieties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`recommendation\` text,
  	\`image_id\` integer,
  	\`display_order\` numeric DEFAULT 0,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yachts_varieties_order_idx\` ON \`yachts_varieties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yachts_varieties_parent_id_idx\` ON \`yachts_varieties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_varieties_image_idx\` ON \`yachts_varieties\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts_deck_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`download_url\` text,
  	\`label\` text,
  	\`display_order\` numeric DEFAULT 0,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yachts_deck_plans_order_idx\` ON \`yachts_deck_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yachts_deck_plans_parent_id_idx\` ON \`yachts_deck_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_deck_plans_image_idx\` ON \`yachts_deck_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_deck_plans_file_idx\` ON \`yachts_deck_plans\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`yachts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`tagline\` text,
  	\`description\` text,
  	\`price\` numeric,
  	\`construction\` text,
  	\`hero_image_id\` integer,
  	\`hero_image_alt\` text,
  	\`hero_video_id\` integer,
  	\`booklet_id\` integer,
  	\`specification_sheet_id\` integer,
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
  	\`exterior_image_id\` integer,
  	\`interior_title\` text,
  	\`interior_description\` text,
  	\`interior_outboard_advantage\` text,
  	\`interior_philosophy\` text,
  	\`interior_image_id\` integer,
  	\`slug\` text,
  	\`featured_on_homepage\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booklet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`specification_sheet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`exterior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`interior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`yachts_hero_image_idx\` ON \`yachts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_hero_video_idx\` ON \`yachts\` (\`hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_booklet_idx\` ON \`yachts\` (\`booklet_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_specification_sheet_idx\` ON \`yachts\` (\`specification_sheet_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_exterior_image_idx\` ON \`yachts\` (\`exterior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_interior_image_idx\` ON \`yachts\` (\`interior_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`yachts_slug_idx\` ON \`yachts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`yachts_meta_meta_image_idx\` ON \`yachts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yachts_updated_at_idx\` ON \`yachts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`yachts_created_at_idx\` ON \`yachts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`yachts__status_idx\` ON \`yachts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_features_order_idx\` ON \`_yachts_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_features_parent_id_idx\` ON \`_yachts_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`gallery_type\` text DEFAULT 'exterior',
  	\`display_order\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_gallery_order_idx\` ON \`_yachts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_gallery_parent_id_idx\` ON \`_yachts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_gallery_image_idx\` ON \`_yachts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_varieties_key_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v_version_varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_varieties_key_features_order_idx\` ON \`_yachts_v_version_varieties_key_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_varieties_key_features_parent_id_idx\` ON \`_yachts_v_version_varieties_key_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_varieties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`price\` numeric,
  	\`description\` text,
  	\`recommendation\` text,
  	\`image_id\` integer,
  	\`display_order\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_varieties_order_idx\` ON \`_yachts_v_version_varieties\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_varieties_parent_id_idx\` ON \`_yachts_v_version_varieties\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_varieties_image_idx\` ON \`_yachts_v_version_varieties\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v_version_deck_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`download_url\` text,
  	\`label\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yachts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_deck_plans_order_idx\` ON \`_yachts_v_version_deck_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_deck_plans_parent_id_idx\` ON \`_yachts_v_version_deck_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_deck_plans_image_idx\` ON \`_yachts_v_version_deck_plans\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_deck_plans_file_idx\` ON \`_yachts_v_version_deck_plans\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_yachts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`version_price\` numeric,
  	\`version_construction\` text,
  	\`version_hero_image_id\` integer,
  	\`version_hero_image_alt\` text,
  	\`version_hero_video_id\` integer,
  	\`version_booklet_id\` integer,
  	\`version_specification_sheet_id\` integer,
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
  	\`version_exterior_image_id\` integer,
  	\`version_interior_title\` text,
  	\`version_interior_description\` text,
  	\`version_interior_outboard_advantage\` text,
  	\`version_interior_philosophy\` text,
  	\`version_interior_image_id\` integer,
  	\`version_slug\` text,
  	\`version_featured_on_homepage\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_booklet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_specification_sheet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_exterior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_interior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_yachts_v_parent_idx\` ON \`_yachts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_hero_image_idx\` ON \`_yachts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_hero_video_idx\` ON \`_yachts_v\` (\`version_hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_booklet_idx\` ON \`_yachts_v\` (\`version_booklet_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_specification_sheet_idx\` ON \`_yachts_v\` (\`version_specification_sheet_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_exterior_image_idx\` ON \`_yachts_v\` (\`version_exterior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_interior_image_idx\` ON \`_yachts_v\` (\`version_interior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_slug_idx\` ON \`_yachts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_meta_version_meta_image_idx\` ON \`_yachts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_updated_at_idx\` ON \`_yachts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version_created_at_idx\` ON \`_yachts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_version_version__status_idx\` ON \`_yachts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_created_at_idx\` ON \`_yachts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_updated_at_idx\` ON \`_yachts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_yachts_v_latest_idx\` ON \`_yachts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`featured_image_id\` integer,
  	\`featured_image_alt\` text,
  	\`published_date\` text,
  	\`read_time\` numeric,
  	\`author\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`tags\` text,
  	\`slug\` text,
  	\`featured\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_featured_image_idx\` ON \`posts\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text,
  	\`version_featured_image_id\` integer,
  	\`version_featured_image_alt\` text,
  	\`version_published_date\` text,
  	\`version_read_time\` numeric,
  	\`version_author\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_tags\` text,
  	\`version_slug\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_featured_image_idx\` ON \`_posts_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`slug\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_content\` text,
  	\`version_slug\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`position\` text,
  	\`yacht\` text,
  	\`featured\` integer DEFAULT false,
  	\`display_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`kind\` text DEFAULT 'brochure' NOT NULL,
  	\`yacht\` text,
  	\`display_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text,
  	\`sizes_og_url\` text,
  	\`sizes_og_width\` numeric,
  	\`sizes_og_height\` numeric,
  	\`sizes_og_mime_type\` text,
  	\`sizes_og_filesize\` numeric,
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`country\` text,
  	\`interest\` text,
  	\`yacht\` text,
  	\`message\` text,
  	\`consent\` integer DEFAULT false,
  	\`consent_text\` text,
  	\`configuration\` text,
  	\`total_price\` numeric,
  	\`brochure_url\` text,
  	\`page_url\` text,
  	\`utm\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`idempotency_key\` text,
  	\`content_hash\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`confirmation_status\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_error\` text,
  	\`delivered_at\` text,
  	\`spam\` integer DEFAULT false,
  	\`spam_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_yacht_idx\` ON \`leads\` (\`yacht\`);`)
  await db.run(sql`CREATE INDEX \`leads_ip_hash_idx\` ON \`leads\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_content_hash_idx\` ON \`leads\` (\`content_hash\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`consent\` integer DEFAULT true,
  	\`consent_text\` text,
  	\`page_url\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`yachts_id\` integer,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`testimonials_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`subscribers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`yachts_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_yachts_id_idx\` ON \`payload_locked_documents_rels\` (\`yachts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text,
  	\`phone\` text,
  	\`whatsapp\` text,
  	\`info_email\` text,
  	\`calendar_url\` text,
  	\`inquiry_url\` text,
  	\`location\` text,
  	\`facebook_url\` text,
  	\`instagram_url\` text,
  	\`linkedin_url\` text,
  	\`youtube_url\` text,
  	\`legal_publisher\` text,
  	\`legal_share_capital\` text,
  	\`legal_head_office\` text,
  	\`legal_manager\` text,
  	\`legal_hosting_provider\` text,
  	\`legal_company_start\` text,
  	\`legal_activity_code\` text,
  	\`show_festival_popup\` integer DEFAULT false,
  	\`festival_title\` text,
  	\`festival_description\` text,
  	\`festival_dates\` text,
  	\`festival_start\` text,
  	\`festival_end\` text,
  	\`festival_location\` text,
  	\`festival_tour_url\` text,
  	\`festival_tour_text\` text,
  	\`show_varieties\` integer DEFAULT false,
  	\`configurator_enabled\` integer DEFAULT true,
  	\`hero_variant\` text DEFAULT 'swap',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`homepage\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_wama42_title\` text,
  	\`hero_wama42_description\` text,
  	\`hero_wama42_image_id\` integer,
  	\`hero_wama26_title\` text,
  	\`hero_wama26_description\` text,
  	\`hero_wama26_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_wama42_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_wama26_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_hero_wama42_image_idx\` ON \`homepage\` (\`hero_wama42_image_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_hero_wama26_image_idx\` ON \`homepage\` (\`hero_wama26_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_content\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_pretitle\` text,
  	\`hero_cta_primary_url\` text,
  	\`hero_cta_primary_text\` text,
  	\`hero_cta_secondary_text\` text,
  	\`hero_scroll_text\` text,
  	\`hero_mobile_monohull_image_id\` integer,
  	\`hero_mobile_monohull_alt\` text,
  	\`hero_mobile_monohull_label\` text,
  	\`hero_mobile_monohull_title\` text,
  	\`hero_mobile_monohull_cta\` text,
  	\`hero_mobile_catamaran_image_id\` integer,
  	\`hero_mobile_catamaran_alt\` text,
  	\`hero_mobile_catamaran_label\` text,
  	\`hero_mobile_catamaran_title\` text,
  	\`hero_mobile_catamaran_cta\` text,
  	\`category_pretitle\` text,
  	\`category_title\` text,
  	\`category_description\` text,
  	\`category_monohull_image_id\` integer,
  	\`category_monohull_alt\` text,
  	\`category_monohull_label\` text,
  	\`category_monohull_title\` text,
  	\`category_monohull_description\` text,
  	\`category_monohull_cta\` text,
  	\`category_catamaran_image_id\` integer,
  	\`category_catamaran_alt\` text,
  	\`category_catamaran_label\` text,
  	\`category_catamaran_title\` text,
  	\`category_catamaran_description\` text,
  	\`category_catamaran_cta\` text,
  	\`quote1_text\` text,
  	\`quote1_author\` text,
  	\`quote1_position\` text,
  	\`quote1_image_id\` integer,
  	\`quote2_text\` text,
  	\`quote2_position\` text,
  	\`quote2_image_id\` integer,
  	\`quote2_cta_url\` text,
  	\`quote2_cta_text\` text,
  	\`expertise_subtitle\` text,
  	\`expertise_title\` text,
  	\`expertise_description\` text,
  	\`contact_subtitle\` text,
  	\`contact_title\` text,
  	\`contact_description\` text,
  	\`contact_background_image_id\` integer,
  	\`contact_submit_button_text\` text,
  	\`contact_sidebar_title\` text,
  	\`contact_consultation_button_text\` text,
  	\`contact_email_label\` text,
  	\`contact_email\` text,
  	\`contact_location_label\` text,
  	\`contact_location\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_mobile_monohull_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_mobile_catamaran_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_monohull_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_catamaran_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`quote1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`quote2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_content_hero_mobile_monohull_image_idx\` ON \`home_content\` (\`hero_mobile_monohull_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_hero_mobile_catamaran_image_idx\` ON \`home_content\` (\`hero_mobile_catamaran_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_category_monohull_image_idx\` ON \`home_content\` (\`category_monohull_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_category_catamaran_image_idx\` ON \`home_content\` (\`category_catamaran_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_quote1_image_idx\` ON \`home_content\` (\`quote1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_quote2_image_idx\` ON \`home_content\` (\`quote2_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_contact_background_image_idx\` ON \`home_content\` (\`contact_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_1_id\` integer,
  	\`hero_image_2_id\` integer,
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
  	\`story_image_id\` integer,
  	\`story_image_alt\` text,
  	\`difference_subtitle\` text,
  	\`difference_description\` text,
  	\`difference_closing_quote\` text,
  	\`feature_1_title\` text,
  	\`feature_1_description\` text,
  	\`feature_1_highlights\` text,
  	\`feature_1_image_id\` integer,
  	\`feature_1_image_alt\` text,
  	\`feature_2_title\` text,
  	\`feature_2_description\` text,
  	\`feature_2_highlights\` text,
  	\`feature_2_image_id\` integer,
  	\`feature_2_image_alt\` text,
  	\`feature_3_title\` text,
  	\`feature_3_description\` text,
  	\`feature_3_highlights\` text,
  	\`feature_3_image_id\` integer,
  	\`feature_3_image_alt\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`story_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`feature_1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`feature_2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`feature_3_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_hero_image_1_idx\` ON \`about\` (\`hero_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`about_hero_image_2_idx\` ON \`about\` (\`hero_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`about_story_image_idx\` ON \`about\` (\`story_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_feature_1_image_idx\` ON \`about\` (\`feature_1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_feature_2_image_idx\` ON \`about\` (\`feature_2_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_feature_3_image_idx\` ON \`about\` (\`feature_3_image_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_standard_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_standard_features_order_idx\` ON \`configurator_catalogue_standard_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_standard_features_parent_id_idx\` ON \`configurator_catalogue_standard_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`hex\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_colors_order_idx\` ON \`configurator_catalogue_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_colors_parent_id_idx\` ON \`configurator_catalogue_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_floorings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`flooring_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_floorings_order_idx\` ON \`configurator_catalogue_floorings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_floorings_parent_id_idx\` ON \`configurator_catalogue_floorings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_engines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`engine_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`category\` text,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_engines_order_idx\` ON \`configurator_catalogue_engines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_engines_parent_id_idx\` ON \`configurator_catalogue_engines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_categories_order_idx\` ON \`configurator_catalogue_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_categories_parent_id_idx\` ON \`configurator_catalogue_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`option_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`category\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_options_order_idx\` ON \`configurator_catalogue_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_options_parent_id_idx\` ON \`configurator_catalogue_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`base_price\` numeric DEFAULT 125000 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`seed_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seeded\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`yachts_features\`;`)
  await db.run(sql`DROP TABLE \`yachts_gallery\`;`)
  await db.run(sql`DROP TABLE \`yachts_varieties_key_features\`;`)
  await db.run(sql`DROP TABLE \`yachts_varieties\`;`)
  await db.run(sql`DROP TABLE \`yachts_deck_plans\`;`)
  await db.run(sql`DROP TABLE \`yachts\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_varieties_key_features\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_varieties\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v_version_deck_plans\`;`)
  await db.run(sql`DROP TABLE \`_yachts_v\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`homepage\`;`)
  await db.run(sql`DROP TABLE \`home_content\`;`)
  await db.run(sql`DROP TABLE \`about\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_standard_features\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_colors\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_floorings\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_engines\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_categories\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_options\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue\`;`)
  await db.run(sql`DROP TABLE \`seed_state\`;`)
}
