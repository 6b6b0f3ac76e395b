import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_site_name\` text,
  	\`version_phone\` text,
  	\`version_whatsapp\` text,
  	\`version_info_email\` text,
  	\`version_calendar_url\` text,
  	\`version_inquiry_url\` text,
  	\`version_location\` text,
  	\`version_facebook_url\` text,
  	\`version_instagram_url\` text,
  	\`version_linkedin_url\` text,
  	\`version_youtube_url\` text,
  	\`version_legal_publisher\` text,
  	\`version_legal_share_capital\` text,
  	\`version_legal_head_office\` text,
  	\`version_legal_manager\` text,
  	\`version_legal_hosting_provider\` text,
  	\`version_legal_company_start\` text,
  	\`version_legal_activity_code\` text,
  	\`version_show_festival_popup\` integer DEFAULT false,
  	\`version_festival_title\` text,
  	\`version_festival_description\` text,
  	\`version_festival_dates\` text,
  	\`version_festival_start\` text,
  	\`version_festival_end\` text,
  	\`version_festival_location\` text,
  	\`version_festival_tour_url\` text,
  	\`version_festival_tour_text\` text,
  	\`version_show_varieties\` integer DEFAULT false,
  	\`version_configurator_enabled\` integer DEFAULT true,
  	\`version_hero_variant\` text DEFAULT 'swap',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_wama42_title\` text,
  	\`version_hero_wama42_description\` text,
  	\`version_hero_wama42_image_id\` integer,
  	\`version_hero_wama26_title\` text,
  	\`version_hero_wama26_description\` text,
  	\`version_hero_wama26_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_hero_wama42_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_wama26_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_version_hero_wama42_image_idx\` ON \`_homepage_v\` (\`version_hero_wama42_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_version_hero_wama26_image_idx\` ON \`_homepage_v\` (\`version_hero_wama26_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_created_at_idx\` ON \`_homepage_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_updated_at_idx\` ON \`_homepage_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_content_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_pretitle\` text,
  	\`version_hero_cta_primary_url\` text,
  	\`version_hero_cta_primary_text\` text,
  	\`version_hero_cta_secondary_text\` text,
  	\`version_hero_scroll_text\` text,
  	\`version_hero_mobile_monohull_image_id\` integer,
  	\`version_hero_mobile_monohull_alt\` text,
  	\`version_hero_mobile_monohull_label\` text,
  	\`version_hero_mobile_monohull_title\` text,
  	\`version_hero_mobile_monohull_cta\` text,
  	\`version_hero_mobile_catamaran_image_id\` integer,
  	\`version_hero_mobile_catamaran_alt\` text,
  	\`version_hero_mobile_catamaran_label\` text,
  	\`version_hero_mobile_catamaran_title\` text,
  	\`version_hero_mobile_catamaran_cta\` text,
  	\`version_category_pretitle\` text,
  	\`version_category_title\` text,
  	\`version_category_description\` text,
  	\`version_category_monohull_image_id\` integer,
  	\`version_category_monohull_alt\` text,
  	\`version_category_monohull_label\` text,
  	\`version_category_monohull_title\` text,
  	\`version_category_monohull_description\` text,
  	\`version_category_monohull_cta\` text,
  	\`version_category_catamaran_image_id\` integer,
  	\`version_category_catamaran_alt\` text,
  	\`version_category_catamaran_label\` text,
  	\`version_category_catamaran_title\` text,
  	\`version_category_catamaran_description\` text,
  	\`version_category_catamaran_cta\` text,
  	\`version_quote1_text\` text,
  	\`version_quote1_author\` text,
  	\`version_quote1_position\` text,
  	\`version_quote1_image_id\` integer,
  	\`version_quote2_text\` text,
  	\`version_quote2_position\` text,
  	\`version_quote2_image_id\` integer,
  	\`version_quote2_cta_url\` text,
  	\`version_quote2_cta_text\` text,
  	\`version_expertise_subtitle\` text,
  	\`version_expertise_title\` text,
  	\`version_expertise_description\` text,
  	\`version_contact_subtitle\` text,
  	\`version_contact_title\` text,
  	\`version_contact_description\` text,
  	\`version_contact_background_image_id\` integer,
  	\`version_contact_submit_button_text\` text,
  	\`version_contact_sidebar_title\` text,
  	\`version_contact_consultation_button_text\` text,
  	\`version_contact_email_label\` text,
  	\`version_contact_email\` text,
  	\`version_contact_location_label\` text,
  	\`version_contact_location\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_hero_mobile_monohull_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_mobile_catamaran_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_monohull_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_catamaran_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_quote1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_quote2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_contact_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_hero_mobile_monohull_ima_idx\` ON \`_home_content_v\` (\`version_hero_mobile_monohull_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_hero_mobile_catamaran_im_idx\` ON \`_home_content_v\` (\`version_hero_mobile_catamaran_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_category_monohull_image_idx\` ON \`_home_content_v\` (\`version_category_monohull_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_category_catamaran_image_idx\` ON \`_home_content_v\` (\`version_category_catamaran_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_quote1_image_idx\` ON \`_home_content_v\` (\`version_quote1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_quote2_image_idx\` ON \`_home_content_v\` (\`version_quote2_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_version_contact_background_image_idx\` ON \`_home_content_v\` (\`version_contact_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_created_at_idx\` ON \`_home_content_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_updated_at_idx\` ON \`_home_content_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_image_1_id\` integer,
  	\`version_hero_image_2_id\` integer,
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
  	\`version_story_image_id\` integer,
  	\`version_story_image_alt\` text,
  	\`version_difference_subtitle\` text,
  	\`version_difference_description\` text,
  	\`version_difference_closing_quote\` text,
  	\`version_feature_1_title\` text,
  	\`version_feature_1_description\` text,
  	\`version_feature_1_highlights\` text,
  	\`version_feature_1_image_id\` integer,
  	\`version_feature_1_image_alt\` text,
  	\`version_feature_2_title\` text,
  	\`version_feature_2_description\` text,
  	\`version_feature_2_highlights\` text,
  	\`version_feature_2_image_id\` integer,
  	\`version_feature_2_image_alt\` text,
  	\`version_feature_3_title\` text,
  	\`version_feature_3_description\` text,
  	\`version_feature_3_highlights\` text,
  	\`version_feature_3_image_id\` integer,
  	\`version_feature_3_image_alt\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_hero_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_story_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_feature_1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_feature_2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_feature_3_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_hero_image_1_idx\` ON \`_about_v\` (\`version_hero_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_hero_image_2_idx\` ON \`_about_v\` (\`version_hero_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_story_image_idx\` ON \`_about_v\` (\`version_story_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_feature_1_image_idx\` ON \`_about_v\` (\`version_feature_1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_feature_2_image_idx\` ON \`_about_v\` (\`version_feature_2_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_feature_3_image_idx\` ON \`_about_v\` (\`version_feature_3_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_standard_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_standard_features_order_idx\` ON \`_configurator_catalogue_v_version_standard_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_standard_features_parent_id_idx\` ON \`_configurator_catalogue_v_version_standard_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`hex\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_colors_order_idx\` ON \`_configurator_catalogue_v_version_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_colors_parent_id_idx\` ON \`_configurator_catalogue_v_version_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_floorings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`flooring_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_floorings_order_idx\` ON \`_configurator_catalogue_v_version_floorings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_floorings_parent_id_idx\` ON \`_configurator_catalogue_v_version_floorings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_engines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`engine_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`category\` text,
  	\`price\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_engines_order_idx\` ON \`_configurator_catalogue_v_version_engines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_engines_parent_id_idx\` ON \`_configurator_catalogue_v_version_engines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_categories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_categories_order_idx\` ON \`_configurator_catalogue_v_version_categories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_categories_parent_id_idx\` ON \`_configurator_catalogue_v_version_categories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`option_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`category\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_options_order_idx\` ON \`_configurator_catalogue_v_version_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_options_parent_id_idx\` ON \`_configurator_catalogue_v_version_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_base_price\` numeric DEFAULT 125000 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_created_at_idx\` ON \`_configurator_catalogue_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_updated_at_idx\` ON \`_configurator_catalogue_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v\`;`)
  await db.run(sql`DROP TABLE \`_home_content_v\`;`)
  await db.run(sql`DROP TABLE \`_about_v\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_standard_features\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_colors\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_floorings\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_engines\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_categories\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_options\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v\`;`)
}
