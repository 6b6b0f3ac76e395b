import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { keepWords, restoreWords, type MigrationDb } from '../words-to-locales'

const pgTables = (db: MigrateUpArgs['db']): MigrationDb => ({
  tables: async () =>
    (
      await db.execute<{ table_name: string }>(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
      )
    ).rows.map((row) => row.table_name),
  columns: async (table) =>
    (
      await db.execute<{ column_name: string }>(
        sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`,
      )
    ).rows.map((row) => row.column_name),
  run: async (statement) => {
    await db.execute(sql.raw(statement))
  },
})

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__yachts_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_subscribers_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__homepage_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__home_content_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum__about_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "yachts_features_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "yachts_gallery_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "yachts_varieties_key_features_locales" (
  	"feature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "yachts_varieties_locales" (
  	"name" varchar,
  	"description" varchar,
  	"recommendation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "yachts_deck_plans_locales" (
  	"title" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "yachts_locales" (
  	"name" varchar,
  	"tagline" varchar,
  	"description" jsonb,
  	"construction" varchar,
  	"hero_image_alt" varchar,
  	"quote" varchar,
  	"quote_author" varchar,
  	"specs_length" varchar,
  	"specs_beam" varchar,
  	"specs_draft" varchar,
  	"specs_displacement" varchar,
  	"specs_fuel_capacity" varchar,
  	"specs_water_capacity" varchar,
  	"specs_max_speed" varchar,
  	"specs_cruising_speed" varchar,
  	"specs_cabins" varchar,
  	"specs_bathrooms" varchar,
  	"specs_sleeps" varchar,
  	"customization_title" varchar,
  	"customization_subtitle" varchar,
  	"customization_description" varchar,
  	"customization_philosophy" varchar,
  	"customization_quote" varchar,
  	"surf_title" varchar,
  	"surf_description" varchar,
  	"surf_vision" varchar,
  	"exterior_title" varchar,
  	"exterior_subtitle" varchar,
  	"exterior_description" jsonb,
  	"interior_title" varchar,
  	"interior_description" varchar,
  	"interior_outboard_advantage" varchar,
  	"interior_philosophy" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yachts_v_version_features_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yachts_v_version_gallery_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yachts_v_version_varieties_key_features_locales" (
  	"feature" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yachts_v_version_varieties_locales" (
  	"name" varchar,
  	"description" varchar,
  	"recommendation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yachts_v_version_deck_plans_locales" (
  	"title" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_yachts_v_locales" (
  	"version_name" varchar,
  	"version_tagline" varchar,
  	"version_description" jsonb,
  	"version_construction" varchar,
  	"version_hero_image_alt" varchar,
  	"version_quote" varchar,
  	"version_quote_author" varchar,
  	"version_specs_length" varchar,
  	"version_specs_beam" varchar,
  	"version_specs_draft" varchar,
  	"version_specs_displacement" varchar,
  	"version_specs_fuel_capacity" varchar,
  	"version_specs_water_capacity" varchar,
  	"version_specs_max_speed" varchar,
  	"version_specs_cruising_speed" varchar,
  	"version_specs_cabins" varchar,
  	"version_specs_bathrooms" varchar,
  	"version_specs_sleeps" varchar,
  	"version_customization_title" varchar,
  	"version_customization_subtitle" varchar,
  	"version_customization_description" varchar,
  	"version_customization_philosophy" varchar,
  	"version_customization_quote" varchar,
  	"version_surf_title" varchar,
  	"version_surf_description" varchar,
  	"version_surf_vision" varchar,
  	"version_exterior_title" varchar,
  	"version_exterior_subtitle" varchar,
  	"version_exterior_description" jsonb,
  	"version_interior_title" varchar,
  	"version_interior_description" varchar,
  	"version_interior_outboard_advantage" varchar,
  	"version_interior_philosophy" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"category" varchar,
  	"featured_image_alt" varchar,
  	"excerpt" jsonb,
  	"content" jsonb,
  	"tags" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_category" varchar,
  	"version_featured_image_alt" varchar,
  	"version_excerpt" jsonb,
  	"version_content" jsonb,
  	"version_tags" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar NOT NULL,
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"location" varchar,
  	"legal_publisher" varchar,
  	"legal_share_capital" varchar,
  	"legal_head_office" varchar,
  	"legal_manager" varchar,
  	"legal_hosting_provider" varchar,
  	"legal_company_start" varchar,
  	"legal_activity_code" varchar,
  	"festival_title" varchar,
  	"festival_description" varchar,
  	"festival_dates" varchar,
  	"festival_location" varchar,
  	"festival_tour_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_location" varchar,
  	"version_legal_publisher" varchar,
  	"version_legal_share_capital" varchar,
  	"version_legal_head_office" varchar,
  	"version_legal_manager" varchar,
  	"version_legal_hosting_provider" varchar,
  	"version_legal_company_start" varchar,
  	"version_legal_activity_code" varchar,
  	"version_festival_title" varchar,
  	"version_festival_description" varchar,
  	"version_festival_dates" varchar,
  	"version_festival_location" varchar,
  	"version_festival_tour_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "homepage_locales" (
  	"hero_wama42_title" varchar,
  	"hero_wama42_description" varchar,
  	"hero_wama26_title" varchar,
  	"hero_wama26_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_homepage_v_locales" (
  	"version_hero_wama42_title" varchar,
  	"version_hero_wama42_description" varchar,
  	"version_hero_wama26_title" varchar,
  	"version_hero_wama26_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_content_locales" (
  	"hero_pretitle" varchar,
  	"hero_cta_primary_text" varchar,
  	"hero_cta_secondary_text" varchar,
  	"hero_scroll_text" varchar,
  	"hero_mobile_monohull_alt" varchar,
  	"hero_mobile_monohull_label" varchar,
  	"hero_mobile_monohull_title" varchar,
  	"hero_mobile_monohull_cta" varchar,
  	"hero_mobile_catamaran_alt" varchar,
  	"hero_mobile_catamaran_label" varchar,
  	"hero_mobile_catamaran_title" varchar,
  	"hero_mobile_catamaran_cta" varchar,
  	"category_pretitle" varchar,
  	"category_title" varchar,
  	"category_description" varchar,
  	"category_monohull_alt" varchar,
  	"category_monohull_label" varchar,
  	"category_monohull_title" varchar,
  	"category_monohull_description" varchar,
  	"category_monohull_cta" varchar,
  	"category_catamaran_alt" varchar,
  	"category_catamaran_label" varchar,
  	"category_catamaran_title" varchar,
  	"category_catamaran_description" varchar,
  	"category_catamaran_cta" varchar,
  	"quote1_text" varchar,
  	"quote1_position" varchar,
  	"quote2_text" varchar,
  	"quote2_position" varchar,
  	"quote2_cta_text" varchar,
  	"expertise_subtitle" varchar,
  	"expertise_title" varchar,
  	"expertise_description" varchar,
  	"contact_subtitle" varchar,
  	"contact_title" varchar,
  	"contact_description" varchar,
  	"contact_submit_button_text" varchar,
  	"contact_sidebar_title" varchar,
  	"contact_consultation_button_text" varchar,
  	"contact_email_label" varchar,
  	"contact_location_label" varchar,
  	"contact_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_content_v_locales" (
  	"version_hero_pretitle" varchar,
  	"version_hero_cta_primary_text" varchar,
  	"version_hero_cta_secondary_text" varchar,
  	"version_hero_scroll_text" varchar,
  	"version_hero_mobile_monohull_alt" varchar,
  	"version_hero_mobile_monohull_label" varchar,
  	"version_hero_mobile_monohull_title" varchar,
  	"version_hero_mobile_monohull_cta" varchar,
  	"version_hero_mobile_catamaran_alt" varchar,
  	"version_hero_mobile_catamaran_label" varchar,
  	"version_hero_mobile_catamaran_title" varchar,
  	"version_hero_mobile_catamaran_cta" varchar,
  	"version_category_pretitle" varchar,
  	"version_category_title" varchar,
  	"version_category_description" varchar,
  	"version_category_monohull_alt" varchar,
  	"version_category_monohull_label" varchar,
  	"version_category_monohull_title" varchar,
  	"version_category_monohull_description" varchar,
  	"version_category_monohull_cta" varchar,
  	"version_category_catamaran_alt" varchar,
  	"version_category_catamaran_label" varchar,
  	"version_category_catamaran_title" varchar,
  	"version_category_catamaran_description" varchar,
  	"version_category_catamaran_cta" varchar,
  	"version_quote1_text" varchar,
  	"version_quote1_position" varchar,
  	"version_quote2_text" varchar,
  	"version_quote2_position" varchar,
  	"version_quote2_cta_text" varchar,
  	"version_expertise_subtitle" varchar,
  	"version_expertise_title" varchar,
  	"version_expertise_description" varchar,
  	"version_contact_subtitle" varchar,
  	"version_contact_title" varchar,
  	"version_contact_description" varchar,
  	"version_contact_submit_button_text" varchar,
  	"version_contact_sidebar_title" varchar,
  	"version_contact_consultation_button_text" varchar,
  	"version_contact_email_label" varchar,
  	"version_contact_location_label" varchar,
  	"version_contact_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_locales" (
  	"hero_pretitle" varchar,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_scroll_text" varchar,
  	"philosophy_statement_subtitle" varchar,
  	"philosophy_statement_title" varchar,
  	"philosophy_statement_quote" varchar,
  	"philosophy_card_1_title" varchar,
  	"philosophy_card_1_description" varchar,
  	"philosophy_card_2_title" varchar,
  	"philosophy_card_2_description" varchar,
  	"philosophy_card_3_title" varchar,
  	"philosophy_card_3_description" varchar,
  	"story_subtitle" varchar,
  	"story_title" varchar,
  	"story_description" varchar,
  	"story_paragraph_1" varchar,
  	"story_paragraph_2" varchar,
  	"story_image_alt" varchar,
  	"difference_subtitle" varchar,
  	"difference_description" varchar,
  	"difference_closing_quote" varchar,
  	"feature_1_title" varchar,
  	"feature_1_description" varchar,
  	"feature_1_highlights" varchar,
  	"feature_1_image_alt" varchar,
  	"feature_2_title" varchar,
  	"feature_2_description" varchar,
  	"feature_2_highlights" varchar,
  	"feature_2_image_alt" varchar,
  	"feature_3_title" varchar,
  	"feature_3_description" varchar,
  	"feature_3_highlights" varchar,
  	"feature_3_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_locales" (
  	"version_hero_pretitle" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_scroll_text" varchar,
  	"version_philosophy_statement_subtitle" varchar,
  	"version_philosophy_statement_title" varchar,
  	"version_philosophy_statement_quote" varchar,
  	"version_philosophy_card_1_title" varchar,
  	"version_philosophy_card_1_description" varchar,
  	"version_philosophy_card_2_title" varchar,
  	"version_philosophy_card_2_description" varchar,
  	"version_philosophy_card_3_title" varchar,
  	"version_philosophy_card_3_description" varchar,
  	"version_story_subtitle" varchar,
  	"version_story_title" varchar,
  	"version_story_description" varchar,
  	"version_story_paragraph_1" varchar,
  	"version_story_paragraph_2" varchar,
  	"version_story_image_alt" varchar,
  	"version_difference_subtitle" varchar,
  	"version_difference_description" varchar,
  	"version_difference_closing_quote" varchar,
  	"version_feature_1_title" varchar,
  	"version_feature_1_description" varchar,
  	"version_feature_1_highlights" varchar,
  	"version_feature_1_image_alt" varchar,
  	"version_feature_2_title" varchar,
  	"version_feature_2_description" varchar,
  	"version_feature_2_highlights" varchar,
  	"version_feature_2_image_alt" varchar,
  	"version_feature_3_title" varchar,
  	"version_feature_3_description" varchar,
  	"version_feature_3_highlights" varchar,
  	"version_feature_3_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_standard_features_locales" (
  	"feature" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_colors_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_floorings_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_engines_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_options_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_rules_locales" (
  	"explanation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_standard_features_locales" (
  	"feature" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_colors_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_floorings_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_engines_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_options_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_rules_locales" (
  	"explanation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "yachts" DROP CONSTRAINT "yachts_meta_image_id_media_id_fk";
  
  ALTER TABLE "_yachts_v" DROP CONSTRAINT "_yachts_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "yachts_meta_meta_image_idx";
  DROP INDEX "_yachts_v_version_meta_version_meta_image_idx";
  DROP INDEX "posts_category_idx";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_version_category_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  ALTER TABLE "_yachts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_yachts_v" ADD COLUMN "published_locale" "enum__yachts_v_published_locale";
  ALTER TABLE "_posts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_posts_v" ADD COLUMN "published_locale" "enum__posts_v_published_locale";
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "leads" ADD COLUMN "locale" "enum_leads_locale" DEFAULT 'en' NOT NULL;
  ALTER TABLE "subscribers" ADD COLUMN "locale" "enum_subscribers_locale" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_homepage_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_homepage_v" ADD COLUMN "published_locale" "enum__homepage_v_published_locale";
  ALTER TABLE "_home_content_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_home_content_v" ADD COLUMN "published_locale" "enum__home_content_v_published_locale";
  ALTER TABLE "_about_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_about_v" ADD COLUMN "published_locale" "enum__about_v_published_locale";
  ALTER TABLE "yachts_features_locales" ADD CONSTRAINT "yachts_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_gallery_locales" ADD CONSTRAINT "yachts_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_varieties_key_features_locales" ADD CONSTRAINT "yachts_varieties_key_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_varieties_key_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_varieties_locales" ADD CONSTRAINT "yachts_varieties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_deck_plans_locales" ADD CONSTRAINT "yachts_deck_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_deck_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_locales" ADD CONSTRAINT "yachts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts_locales" ADD CONSTRAINT "yachts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_features_locales" ADD CONSTRAINT "_yachts_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_gallery_locales" ADD CONSTRAINT "_yachts_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_varieties_key_features_locales" ADD CONSTRAINT "_yachts_v_version_varieties_key_features_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_varieties_key_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_varieties_locales" ADD CONSTRAINT "_yachts_v_version_varieties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_deck_plans_locales" ADD CONSTRAINT "_yachts_v_version_deck_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_deck_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_locales" ADD CONSTRAINT "_yachts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v_locales" ADD CONSTRAINT "_yachts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_locales" ADD CONSTRAINT "homepage_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_locales" ADD CONSTRAINT "_homepage_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_content_locales" ADD CONSTRAINT "home_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_content_v_locales" ADD CONSTRAINT "_home_content_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_locales" ADD CONSTRAINT "_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_standard_features_locales" ADD CONSTRAINT "configurator_catalogue_standard_features_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_standard_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_colors_locales" ADD CONSTRAINT "configurator_catalogue_colors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_floorings_locales" ADD CONSTRAINT "configurator_catalogue_floorings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_floorings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_engines_locales" ADD CONSTRAINT "configurator_catalogue_engines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_engines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_categories_locales" ADD CONSTRAINT "configurator_catalogue_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_options_locales" ADD CONSTRAINT "configurator_catalogue_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_rules_locales" ADD CONSTRAINT "configurator_catalogue_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_standard_features_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_standard_features_local_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_standard_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_colors_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_colors_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_floorings_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_floorings_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_floorings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_engines_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_engines_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_engines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_categories_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_categories_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_options_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_options_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_rules_locales" ADD CONSTRAINT "_configurator_catalogue_v_version_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v_version_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "yachts_features_locales_locale_parent_id_unique" ON "yachts_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "yachts_gallery_locales_locale_parent_id_unique" ON "yachts_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "yachts_varieties_key_features_locales_locale_parent_id_uniqu" ON "yachts_varieties_key_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "yachts_varieties_locales_locale_parent_id_unique" ON "yachts_varieties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "yachts_deck_plans_locales_locale_parent_id_unique" ON "yachts_deck_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "yachts_meta_meta_image_idx" ON "yachts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "yachts_locales_locale_parent_id_unique" ON "yachts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_yachts_v_version_features_locales_locale_parent_id_unique" ON "_yachts_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_yachts_v_version_gallery_locales_locale_parent_id_unique" ON "_yachts_v_version_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_yachts_v_version_varieties_key_features_locales_locale_pare" ON "_yachts_v_version_varieties_key_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_yachts_v_version_varieties_locales_locale_parent_id_unique" ON "_yachts_v_version_varieties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_yachts_v_version_deck_plans_locales_locale_parent_id_unique" ON "_yachts_v_version_deck_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_yachts_v_version_meta_version_meta_image_idx" ON "_yachts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_yachts_v_locales_locale_parent_id_unique" ON "_yachts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_category_idx" ON "posts_locales" USING btree ("category","_locale");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v_locales" USING btree ("version_category","_locale");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "homepage_locales_locale_parent_id_unique" ON "homepage_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_homepage_v_locales_locale_parent_id_unique" ON "_homepage_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_content_locales_locale_parent_id_unique" ON "home_content_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_content_v_locales_locale_parent_id_unique" ON "_home_content_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_about_v_locales_locale_parent_id_unique" ON "_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_standard_features_locales_locale_pare" ON "configurator_catalogue_standard_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_colors_locales_locale_parent_id_uniqu" ON "configurator_catalogue_colors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_floorings_locales_locale_parent_id_un" ON "configurator_catalogue_floorings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_engines_locales_locale_parent_id_uniq" ON "configurator_catalogue_engines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_categories_locales_locale_parent_id_u" ON "configurator_catalogue_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_options_locales_locale_parent_id_uniq" ON "configurator_catalogue_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "configurator_catalogue_rules_locales_locale_parent_id_unique" ON "configurator_catalogue_rules_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_standard_features_locales_" ON "_configurator_catalogue_v_version_standard_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_colors_locales_locale_pare" ON "_configurator_catalogue_v_version_colors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_floorings_locales_locale_p" ON "_configurator_catalogue_v_version_floorings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_engines_locales_locale_par" ON "_configurator_catalogue_v_version_engines_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_categories_locales_locale_" ON "_configurator_catalogue_v_version_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_options_locales_locale_par" ON "_configurator_catalogue_v_version_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_configurator_catalogue_v_version_rules_locales_locale_paren" ON "_configurator_catalogue_v_version_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_yachts_v_snapshot_idx" ON "_yachts_v" USING btree ("snapshot");
  CREATE INDEX "_yachts_v_published_locale_idx" ON "_yachts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_homepage_v_snapshot_idx" ON "_homepage_v" USING btree ("snapshot");
  CREATE INDEX "_homepage_v_published_locale_idx" ON "_homepage_v" USING btree ("published_locale");
  CREATE INDEX "_home_content_v_snapshot_idx" ON "_home_content_v" USING btree ("snapshot");
  CREATE INDEX "_home_content_v_published_locale_idx" ON "_home_content_v" USING btree ("published_locale");
  CREATE INDEX "_about_v_snapshot_idx" ON "_about_v" USING btree ("snapshot");
  CREATE INDEX "_about_v_published_locale_idx" ON "_about_v" USING btree ("published_locale");`)
  // Every word already written becomes the English version (copied aside before the old columns go).
  const words = await keepWords(pgTables(db))
  await db.execute(sql`
  ALTER TABLE "yachts_features" DROP COLUMN "name";
  ALTER TABLE "yachts_features" DROP COLUMN "description";
  ALTER TABLE "yachts_gallery" DROP COLUMN "alt";
  ALTER TABLE "yachts_varieties_key_features" DROP COLUMN "feature";
  ALTER TABLE "yachts_varieties" DROP COLUMN "name";
  ALTER TABLE "yachts_varieties" DROP COLUMN "description";
  ALTER TABLE "yachts_varieties" DROP COLUMN "recommendation";
  ALTER TABLE "yachts_deck_plans" DROP COLUMN "title";
  ALTER TABLE "yachts_deck_plans" DROP COLUMN "label";
  ALTER TABLE "yachts" DROP COLUMN "name";
  ALTER TABLE "yachts" DROP COLUMN "tagline";
  ALTER TABLE "yachts" DROP COLUMN "description";
  ALTER TABLE "yachts" DROP COLUMN "construction";
  ALTER TABLE "yachts" DROP COLUMN "hero_image_alt";
  ALTER TABLE "yachts" DROP COLUMN "quote";
  ALTER TABLE "yachts" DROP COLUMN "quote_author";
  ALTER TABLE "yachts" DROP COLUMN "specs_length";
  ALTER TABLE "yachts" DROP COLUMN "specs_beam";
  ALTER TABLE "yachts" DROP COLUMN "specs_draft";
  ALTER TABLE "yachts" DROP COLUMN "specs_displacement";
  ALTER TABLE "yachts" DROP COLUMN "specs_fuel_capacity";
  ALTER TABLE "yachts" DROP COLUMN "specs_water_capacity";
  ALTER TABLE "yachts" DROP COLUMN "specs_max_speed";
  ALTER TABLE "yachts" DROP COLUMN "specs_cruising_speed";
  ALTER TABLE "yachts" DROP COLUMN "specs_cabins";
  ALTER TABLE "yachts" DROP COLUMN "specs_bathrooms";
  ALTER TABLE "yachts" DROP COLUMN "specs_sleeps";
  ALTER TABLE "yachts" DROP COLUMN "customization_title";
  ALTER TABLE "yachts" DROP COLUMN "customization_subtitle";
  ALTER TABLE "yachts" DROP COLUMN "customization_description";
  ALTER TABLE "yachts" DROP COLUMN "customization_philosophy";
  ALTER TABLE "yachts" DROP COLUMN "customization_quote";
  ALTER TABLE "yachts" DROP COLUMN "surf_title";
  ALTER TABLE "yachts" DROP COLUMN "surf_description";
  ALTER TABLE "yachts" DROP COLUMN "surf_vision";
  ALTER TABLE "yachts" DROP COLUMN "exterior_title";
  ALTER TABLE "yachts" DROP COLUMN "exterior_subtitle";
  ALTER TABLE "yachts" DROP COLUMN "exterior_description";
  ALTER TABLE "yachts" DROP COLUMN "interior_title";
  ALTER TABLE "yachts" DROP COLUMN "interior_description";
  ALTER TABLE "yachts" DROP COLUMN "interior_outboard_advantage";
  ALTER TABLE "yachts" DROP COLUMN "interior_philosophy";
  ALTER TABLE "yachts" DROP COLUMN "meta_title";
  ALTER TABLE "yachts" DROP COLUMN "meta_description";
  ALTER TABLE "yachts" DROP COLUMN "meta_image_id";
  ALTER TABLE "_yachts_v_version_features" DROP COLUMN "name";
  ALTER TABLE "_yachts_v_version_features" DROP COLUMN "description";
  ALTER TABLE "_yachts_v_version_gallery" DROP COLUMN "alt";
  ALTER TABLE "_yachts_v_version_varieties_key_features" DROP COLUMN "feature";
  ALTER TABLE "_yachts_v_version_varieties" DROP COLUMN "name";
  ALTER TABLE "_yachts_v_version_varieties" DROP COLUMN "description";
  ALTER TABLE "_yachts_v_version_varieties" DROP COLUMN "recommendation";
  ALTER TABLE "_yachts_v_version_deck_plans" DROP COLUMN "title";
  ALTER TABLE "_yachts_v_version_deck_plans" DROP COLUMN "label";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_name";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_tagline";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_description";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_construction";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_hero_image_alt";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_quote";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_quote_author";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_length";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_beam";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_draft";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_displacement";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_fuel_capacity";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_water_capacity";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_max_speed";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_cruising_speed";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_cabins";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_bathrooms";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_specs_sleeps";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_customization_title";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_customization_subtitle";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_customization_description";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_customization_philosophy";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_customization_quote";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_surf_title";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_surf_description";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_surf_vision";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_exterior_title";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_exterior_subtitle";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_exterior_description";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_interior_title";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_interior_description";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_interior_outboard_advantage";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_interior_philosophy";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_yachts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "posts" DROP COLUMN "title";
  ALTER TABLE "posts" DROP COLUMN "category";
  ALTER TABLE "posts" DROP COLUMN "featured_image_alt";
  ALTER TABLE "posts" DROP COLUMN "excerpt";
  ALTER TABLE "posts" DROP COLUMN "content";
  ALTER TABLE "posts" DROP COLUMN "tags";
  ALTER TABLE "posts" DROP COLUMN "meta_title";
  ALTER TABLE "posts" DROP COLUMN "meta_description";
  ALTER TABLE "posts" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_category";
  ALTER TABLE "_posts_v" DROP COLUMN "version_featured_image_alt";
  ALTER TABLE "_posts_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_posts_v" DROP COLUMN "version_content";
  ALTER TABLE "_posts_v" DROP COLUMN "version_tags";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "content";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_content";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "testimonials" DROP COLUMN "quote";
  ALTER TABLE "testimonials" DROP COLUMN "position";
  ALTER TABLE "documents" DROP COLUMN "title";
  ALTER TABLE "documents" DROP COLUMN "description";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "site_settings" DROP COLUMN "location";
  ALTER TABLE "site_settings" DROP COLUMN "legal_publisher";
  ALTER TABLE "site_settings" DROP COLUMN "legal_share_capital";
  ALTER TABLE "site_settings" DROP COLUMN "legal_head_office";
  ALTER TABLE "site_settings" DROP COLUMN "legal_manager";
  ALTER TABLE "site_settings" DROP COLUMN "legal_hosting_provider";
  ALTER TABLE "site_settings" DROP COLUMN "legal_company_start";
  ALTER TABLE "site_settings" DROP COLUMN "legal_activity_code";
  ALTER TABLE "site_settings" DROP COLUMN "festival_title";
  ALTER TABLE "site_settings" DROP COLUMN "festival_description";
  ALTER TABLE "site_settings" DROP COLUMN "festival_dates";
  ALTER TABLE "site_settings" DROP COLUMN "festival_location";
  ALTER TABLE "site_settings" DROP COLUMN "festival_tour_text";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_location";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_publisher";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_share_capital";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_head_office";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_manager";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_hosting_provider";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_company_start";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_activity_code";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_festival_title";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_festival_description";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_festival_dates";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_festival_location";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_festival_tour_text";
  ALTER TABLE "homepage" DROP COLUMN "hero_wama42_title";
  ALTER TABLE "homepage" DROP COLUMN "hero_wama42_description";
  ALTER TABLE "homepage" DROP COLUMN "hero_wama26_title";
  ALTER TABLE "homepage" DROP COLUMN "hero_wama26_description";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_hero_wama42_title";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_hero_wama42_description";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_hero_wama26_title";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_hero_wama26_description";
  ALTER TABLE "home_content" DROP COLUMN "hero_pretitle";
  ALTER TABLE "home_content" DROP COLUMN "hero_cta_primary_text";
  ALTER TABLE "home_content" DROP COLUMN "hero_cta_secondary_text";
  ALTER TABLE "home_content" DROP COLUMN "hero_scroll_text";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_monohull_alt";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_monohull_label";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_monohull_title";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_monohull_cta";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_catamaran_alt";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_catamaran_label";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_catamaran_title";
  ALTER TABLE "home_content" DROP COLUMN "hero_mobile_catamaran_cta";
  ALTER TABLE "home_content" DROP COLUMN "category_pretitle";
  ALTER TABLE "home_content" DROP COLUMN "category_title";
  ALTER TABLE "home_content" DROP COLUMN "category_description";
  ALTER TABLE "home_content" DROP COLUMN "category_monohull_alt";
  ALTER TABLE "home_content" DROP COLUMN "category_monohull_label";
  ALTER TABLE "home_content" DROP COLUMN "category_monohull_title";
  ALTER TABLE "home_content" DROP COLUMN "category_monohull_description";
  ALTER TABLE "home_content" DROP COLUMN "category_monohull_cta";
  ALTER TABLE "home_content" DROP COLUMN "category_catamaran_alt";
  ALTER TABLE "home_content" DROP COLUMN "category_catamaran_label";
  ALTER TABLE "home_content" DROP COLUMN "category_catamaran_title";
  ALTER TABLE "home_content" DROP COLUMN "category_catamaran_description";
  ALTER TABLE "home_content" DROP COLUMN "category_catamaran_cta";
  ALTER TABLE "home_content" DROP COLUMN "quote1_text";
  ALTER TABLE "home_content" DROP COLUMN "quote1_position";
  ALTER TABLE "home_content" DROP COLUMN "quote2_text";
  ALTER TABLE "home_content" DROP COLUMN "quote2_position";
  ALTER TABLE "home_content" DROP COLUMN "quote2_cta_text";
  ALTER TABLE "home_content" DROP COLUMN "expertise_subtitle";
  ALTER TABLE "home_content" DROP COLUMN "expertise_title";
  ALTER TABLE "home_content" DROP COLUMN "expertise_description";
  ALTER TABLE "home_content" DROP COLUMN "contact_subtitle";
  ALTER TABLE "home_content" DROP COLUMN "contact_title";
  ALTER TABLE "home_content" DROP COLUMN "contact_description";
  ALTER TABLE "home_content" DROP COLUMN "contact_submit_button_text";
  ALTER TABLE "home_content" DROP COLUMN "contact_sidebar_title";
  ALTER TABLE "home_content" DROP COLUMN "contact_consultation_button_text";
  ALTER TABLE "home_content" DROP COLUMN "contact_email_label";
  ALTER TABLE "home_content" DROP COLUMN "contact_location_label";
  ALTER TABLE "home_content" DROP COLUMN "contact_location";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_pretitle";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_cta_primary_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_cta_secondary_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_scroll_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_monohull_alt";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_monohull_label";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_monohull_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_monohull_cta";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_catamaran_alt";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_catamaran_label";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_catamaran_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_hero_mobile_catamaran_cta";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_pretitle";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_description";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_monohull_alt";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_monohull_label";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_monohull_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_monohull_description";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_monohull_cta";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_catamaran_alt";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_catamaran_label";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_catamaran_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_catamaran_description";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_category_catamaran_cta";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_quote1_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_quote1_position";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_quote2_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_quote2_position";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_quote2_cta_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_expertise_subtitle";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_expertise_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_expertise_description";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_subtitle";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_description";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_submit_button_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_sidebar_title";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_consultation_button_text";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_email_label";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_location_label";
  ALTER TABLE "_home_content_v" DROP COLUMN "version_contact_location";
  ALTER TABLE "about" DROP COLUMN "hero_pretitle";
  ALTER TABLE "about" DROP COLUMN "hero_title";
  ALTER TABLE "about" DROP COLUMN "hero_subtitle";
  ALTER TABLE "about" DROP COLUMN "hero_scroll_text";
  ALTER TABLE "about" DROP COLUMN "philosophy_statement_subtitle";
  ALTER TABLE "about" DROP COLUMN "philosophy_statement_title";
  ALTER TABLE "about" DROP COLUMN "philosophy_statement_quote";
  ALTER TABLE "about" DROP COLUMN "philosophy_card_1_title";
  ALTER TABLE "about" DROP COLUMN "philosophy_card_1_description";
  ALTER TABLE "about" DROP COLUMN "philosophy_card_2_title";
  ALTER TABLE "about" DROP COLUMN "philosophy_card_2_description";
  ALTER TABLE "about" DROP COLUMN "philosophy_card_3_title";
  ALTER TABLE "about" DROP COLUMN "philosophy_card_3_description";
  ALTER TABLE "about" DROP COLUMN "story_subtitle";
  ALTER TABLE "about" DROP COLUMN "story_title";
  ALTER TABLE "about" DROP COLUMN "story_description";
  ALTER TABLE "about" DROP COLUMN "story_paragraph_1";
  ALTER TABLE "about" DROP COLUMN "story_paragraph_2";
  ALTER TABLE "about" DROP COLUMN "story_image_alt";
  ALTER TABLE "about" DROP COLUMN "difference_subtitle";
  ALTER TABLE "about" DROP COLUMN "difference_description";
  ALTER TABLE "about" DROP COLUMN "difference_closing_quote";
  ALTER TABLE "about" DROP COLUMN "feature_1_title";
  ALTER TABLE "about" DROP COLUMN "feature_1_description";
  ALTER TABLE "about" DROP COLUMN "feature_1_highlights";
  ALTER TABLE "about" DROP COLUMN "feature_1_image_alt";
  ALTER TABLE "about" DROP COLUMN "feature_2_title";
  ALTER TABLE "about" DROP COLUMN "feature_2_description";
  ALTER TABLE "about" DROP COLUMN "feature_2_highlights";
  ALTER TABLE "about" DROP COLUMN "feature_2_image_alt";
  ALTER TABLE "about" DROP COLUMN "feature_3_title";
  ALTER TABLE "about" DROP COLUMN "feature_3_description";
  ALTER TABLE "about" DROP COLUMN "feature_3_highlights";
  ALTER TABLE "about" DROP COLUMN "feature_3_image_alt";
  ALTER TABLE "_about_v" DROP COLUMN "version_hero_pretitle";
  ALTER TABLE "_about_v" DROP COLUMN "version_hero_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_hero_subtitle";
  ALTER TABLE "_about_v" DROP COLUMN "version_hero_scroll_text";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_statement_subtitle";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_statement_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_statement_quote";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_card_1_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_card_1_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_card_2_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_card_2_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_card_3_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_philosophy_card_3_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_story_subtitle";
  ALTER TABLE "_about_v" DROP COLUMN "version_story_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_story_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_story_paragraph_1";
  ALTER TABLE "_about_v" DROP COLUMN "version_story_paragraph_2";
  ALTER TABLE "_about_v" DROP COLUMN "version_story_image_alt";
  ALTER TABLE "_about_v" DROP COLUMN "version_difference_subtitle";
  ALTER TABLE "_about_v" DROP COLUMN "version_difference_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_difference_closing_quote";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_1_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_1_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_1_highlights";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_1_image_alt";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_2_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_2_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_2_highlights";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_2_image_alt";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_3_title";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_3_description";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_3_highlights";
  ALTER TABLE "_about_v" DROP COLUMN "version_feature_3_image_alt";
  ALTER TABLE "configurator_catalogue_standard_features" DROP COLUMN "feature";
  ALTER TABLE "configurator_catalogue_colors" DROP COLUMN "name";
  ALTER TABLE "configurator_catalogue_floorings" DROP COLUMN "name";
  ALTER TABLE "configurator_catalogue_floorings" DROP COLUMN "description";
  ALTER TABLE "configurator_catalogue_engines" DROP COLUMN "name";
  ALTER TABLE "configurator_catalogue_engines" DROP COLUMN "description";
  ALTER TABLE "configurator_catalogue_categories" DROP COLUMN "name";
  ALTER TABLE "configurator_catalogue_options" DROP COLUMN "name";
  ALTER TABLE "configurator_catalogue_options" DROP COLUMN "description";
  ALTER TABLE "configurator_catalogue_rules" DROP COLUMN "explanation";
  ALTER TABLE "_configurator_catalogue_v_version_standard_features" DROP COLUMN "feature";
  ALTER TABLE "_configurator_catalogue_v_version_colors" DROP COLUMN "name";
  ALTER TABLE "_configurator_catalogue_v_version_floorings" DROP COLUMN "name";
  ALTER TABLE "_configurator_catalogue_v_version_floorings" DROP COLUMN "description";
  ALTER TABLE "_configurator_catalogue_v_version_engines" DROP COLUMN "name";
  ALTER TABLE "_configurator_catalogue_v_version_engines" DROP COLUMN "description";
  ALTER TABLE "_configurator_catalogue_v_version_categories" DROP COLUMN "name";
  ALTER TABLE "_configurator_catalogue_v_version_options" DROP COLUMN "name";
  ALTER TABLE "_configurator_catalogue_v_version_options" DROP COLUMN "description";
  ALTER TABLE "_configurator_catalogue_v_version_rules" DROP COLUMN "explanation";`)
  await restoreWords(pgTables(db), words)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yachts_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yachts_varieties_key_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yachts_varieties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yachts_deck_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yachts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yachts_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yachts_v_version_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yachts_v_version_varieties_key_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yachts_v_version_varieties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yachts_v_version_deck_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yachts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_content_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_content_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_standard_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_colors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_floorings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_engines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "configurator_catalogue_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_standard_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_colors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_floorings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_engines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configurator_catalogue_v_version_rules_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "yachts_features_locales" CASCADE;
  DROP TABLE "yachts_gallery_locales" CASCADE;
  DROP TABLE "yachts_varieties_key_features_locales" CASCADE;
  DROP TABLE "yachts_varieties_locales" CASCADE;
  DROP TABLE "yachts_deck_plans_locales" CASCADE;
  DROP TABLE "yachts_locales" CASCADE;
  DROP TABLE "_yachts_v_version_features_locales" CASCADE;
  DROP TABLE "_yachts_v_version_gallery_locales" CASCADE;
  DROP TABLE "_yachts_v_version_varieties_key_features_locales" CASCADE;
  DROP TABLE "_yachts_v_version_varieties_locales" CASCADE;
  DROP TABLE "_yachts_v_version_deck_plans_locales" CASCADE;
  DROP TABLE "_yachts_v_locales" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "homepage_locales" CASCADE;
  DROP TABLE "_homepage_v_locales" CASCADE;
  DROP TABLE "home_content_locales" CASCADE;
  DROP TABLE "_home_content_v_locales" CASCADE;
  DROP TABLE "about_locales" CASCADE;
  DROP TABLE "_about_v_locales" CASCADE;
  DROP TABLE "configurator_catalogue_standard_features_locales" CASCADE;
  DROP TABLE "configurator_catalogue_colors_locales" CASCADE;
  DROP TABLE "configurator_catalogue_floorings_locales" CASCADE;
  DROP TABLE "configurator_catalogue_engines_locales" CASCADE;
  DROP TABLE "configurator_catalogue_categories_locales" CASCADE;
  DROP TABLE "configurator_catalogue_options_locales" CASCADE;
  DROP TABLE "configurator_catalogue_rules_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_standard_features_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_colors_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_floorings_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_engines_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_categories_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_options_locales" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_rules_locales" CASCADE;
  DROP INDEX "_yachts_v_snapshot_idx";
  DROP INDEX "_yachts_v_published_locale_idx";
  DROP INDEX "_posts_v_snapshot_idx";
  DROP INDEX "_posts_v_published_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_homepage_v_snapshot_idx";
  DROP INDEX "_homepage_v_published_locale_idx";
  DROP INDEX "_home_content_v_snapshot_idx";
  DROP INDEX "_home_content_v_published_locale_idx";
  DROP INDEX "_about_v_snapshot_idx";
  DROP INDEX "_about_v_published_locale_idx";
  ALTER TABLE "yachts_features" ADD COLUMN "name" varchar;
  ALTER TABLE "yachts_features" ADD COLUMN "description" varchar;
  ALTER TABLE "yachts_gallery" ADD COLUMN "alt" varchar;
  ALTER TABLE "yachts_varieties_key_features" ADD COLUMN "feature" varchar;
  ALTER TABLE "yachts_varieties" ADD COLUMN "name" varchar;
  ALTER TABLE "yachts_varieties" ADD COLUMN "description" varchar;
  ALTER TABLE "yachts_varieties" ADD COLUMN "recommendation" varchar;
  ALTER TABLE "yachts_deck_plans" ADD COLUMN "title" varchar;
  ALTER TABLE "yachts_deck_plans" ADD COLUMN "label" varchar;
  ALTER TABLE "yachts" ADD COLUMN "name" varchar;
  ALTER TABLE "yachts" ADD COLUMN "tagline" varchar;
  ALTER TABLE "yachts" ADD COLUMN "description" jsonb;
  ALTER TABLE "yachts" ADD COLUMN "construction" varchar;
  ALTER TABLE "yachts" ADD COLUMN "hero_image_alt" varchar;
  ALTER TABLE "yachts" ADD COLUMN "quote" varchar;
  ALTER TABLE "yachts" ADD COLUMN "quote_author" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_length" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_beam" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_draft" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_displacement" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_fuel_capacity" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_water_capacity" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_max_speed" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_cruising_speed" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_cabins" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_bathrooms" varchar;
  ALTER TABLE "yachts" ADD COLUMN "specs_sleeps" varchar;
  ALTER TABLE "yachts" ADD COLUMN "customization_title" varchar;
  ALTER TABLE "yachts" ADD COLUMN "customization_subtitle" varchar;
  ALTER TABLE "yachts" ADD COLUMN "customization_description" varchar;
  ALTER TABLE "yachts" ADD COLUMN "customization_philosophy" varchar;
  ALTER TABLE "yachts" ADD COLUMN "customization_quote" varchar;
  ALTER TABLE "yachts" ADD COLUMN "surf_title" varchar;
  ALTER TABLE "yachts" ADD COLUMN "surf_description" varchar;
  ALTER TABLE "yachts" ADD COLUMN "surf_vision" varchar;
  ALTER TABLE "yachts" ADD COLUMN "exterior_title" varchar;
  ALTER TABLE "yachts" ADD COLUMN "exterior_subtitle" varchar;
  ALTER TABLE "yachts" ADD COLUMN "exterior_description" jsonb;
  ALTER TABLE "yachts" ADD COLUMN "interior_title" varchar;
  ALTER TABLE "yachts" ADD COLUMN "interior_description" varchar;
  ALTER TABLE "yachts" ADD COLUMN "interior_outboard_advantage" varchar;
  ALTER TABLE "yachts" ADD COLUMN "interior_philosophy" varchar;
  ALTER TABLE "yachts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "yachts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "yachts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_yachts_v_version_features" ADD COLUMN "name" varchar;
  ALTER TABLE "_yachts_v_version_features" ADD COLUMN "description" varchar;
  ALTER TABLE "_yachts_v_version_gallery" ADD COLUMN "alt" varchar;
  ALTER TABLE "_yachts_v_version_varieties_key_features" ADD COLUMN "feature" varchar;
  ALTER TABLE "_yachts_v_version_varieties" ADD COLUMN "name" varchar;
  ALTER TABLE "_yachts_v_version_varieties" ADD COLUMN "description" varchar;
  ALTER TABLE "_yachts_v_version_varieties" ADD COLUMN "recommendation" varchar;
  ALTER TABLE "_yachts_v_version_deck_plans" ADD COLUMN "title" varchar;
  ALTER TABLE "_yachts_v_version_deck_plans" ADD COLUMN "label" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_tagline" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_construction" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_hero_image_alt" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_quote" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_quote_author" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_length" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_beam" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_draft" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_displacement" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_fuel_capacity" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_water_capacity" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_max_speed" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_cruising_speed" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_cabins" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_bathrooms" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_specs_sleeps" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_customization_title" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_customization_subtitle" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_customization_description" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_customization_philosophy" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_customization_quote" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_surf_title" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_surf_description" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_surf_vision" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_exterior_title" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_exterior_subtitle" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_exterior_description" jsonb;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_interior_title" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_interior_description" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_interior_outboard_advantage" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_interior_philosophy" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_yachts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "title" varchar;
  ALTER TABLE "posts" ADD COLUMN "category" varchar;
  ALTER TABLE "posts" ADD COLUMN "featured_image_alt" varchar;
  ALTER TABLE "posts" ADD COLUMN "excerpt" jsonb;
  ALTER TABLE "posts" ADD COLUMN "content" jsonb;
  ALTER TABLE "posts" ADD COLUMN "tags" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_category" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_featured_image_alt" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_excerpt" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_tags" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "quote" varchar NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "position" varchar;
  ALTER TABLE "documents" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "documents" ADD COLUMN "description" varchar;
  ALTER TABLE "media" ADD COLUMN "alt" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "location" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_publisher" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_share_capital" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_head_office" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_manager" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_hosting_provider" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_company_start" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_activity_code" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "festival_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "festival_description" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "festival_dates" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "festival_location" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "festival_tour_text" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_publisher" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_share_capital" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_head_office" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_manager" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_hosting_provider" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_company_start" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_activity_code" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_festival_title" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_festival_description" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_festival_dates" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_festival_location" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_festival_tour_text" varchar;
  ALTER TABLE "homepage" ADD COLUMN "hero_wama42_title" varchar;
  ALTER TABLE "homepage" ADD COLUMN "hero_wama42_description" varchar;
  ALTER TABLE "homepage" ADD COLUMN "hero_wama26_title" varchar;
  ALTER TABLE "homepage" ADD COLUMN "hero_wama26_description" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_hero_wama42_title" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_hero_wama42_description" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_hero_wama26_title" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_hero_wama26_description" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_pretitle" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_cta_primary_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_cta_secondary_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_scroll_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_monohull_alt" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_monohull_label" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_monohull_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_monohull_cta" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_catamaran_alt" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_catamaran_label" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_catamaran_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "hero_mobile_catamaran_cta" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_pretitle" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_description" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_monohull_alt" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_monohull_label" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_monohull_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_monohull_description" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_monohull_cta" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_catamaran_alt" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_catamaran_label" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_catamaran_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_catamaran_description" varchar;
  ALTER TABLE "home_content" ADD COLUMN "category_catamaran_cta" varchar;
  ALTER TABLE "home_content" ADD COLUMN "quote1_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "quote1_position" varchar;
  ALTER TABLE "home_content" ADD COLUMN "quote2_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "quote2_position" varchar;
  ALTER TABLE "home_content" ADD COLUMN "quote2_cta_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "expertise_subtitle" varchar;
  ALTER TABLE "home_content" ADD COLUMN "expertise_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "expertise_description" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_subtitle" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_description" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_submit_button_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_sidebar_title" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_consultation_button_text" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_email_label" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_location_label" varchar;
  ALTER TABLE "home_content" ADD COLUMN "contact_location" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_pretitle" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_cta_primary_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_cta_secondary_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_scroll_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_monohull_alt" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_monohull_label" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_monohull_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_monohull_cta" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_catamaran_alt" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_catamaran_label" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_catamaran_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_hero_mobile_catamaran_cta" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_pretitle" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_description" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_monohull_alt" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_monohull_label" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_monohull_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_monohull_description" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_monohull_cta" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_catamaran_alt" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_catamaran_label" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_catamaran_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_catamaran_description" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_category_catamaran_cta" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_quote1_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_quote1_position" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_quote2_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_quote2_position" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_quote2_cta_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_expertise_subtitle" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_expertise_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_expertise_description" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_subtitle" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_description" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_submit_button_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_sidebar_title" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_consultation_button_text" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_email_label" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_location_label" varchar;
  ALTER TABLE "_home_content_v" ADD COLUMN "version_contact_location" varchar;
  ALTER TABLE "about" ADD COLUMN "hero_pretitle" varchar;
  ALTER TABLE "about" ADD COLUMN "hero_title" varchar;
  ALTER TABLE "about" ADD COLUMN "hero_subtitle" varchar;
  ALTER TABLE "about" ADD COLUMN "hero_scroll_text" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_statement_subtitle" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_statement_title" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_statement_quote" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_card_1_title" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_card_1_description" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_card_2_title" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_card_2_description" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_card_3_title" varchar;
  ALTER TABLE "about" ADD COLUMN "philosophy_card_3_description" varchar;
  ALTER TABLE "about" ADD COLUMN "story_subtitle" varchar;
  ALTER TABLE "about" ADD COLUMN "story_title" varchar;
  ALTER TABLE "about" ADD COLUMN "story_description" varchar;
  ALTER TABLE "about" ADD COLUMN "story_paragraph_1" varchar;
  ALTER TABLE "about" ADD COLUMN "story_paragraph_2" varchar;
  ALTER TABLE "about" ADD COLUMN "story_image_alt" varchar;
  ALTER TABLE "about" ADD COLUMN "difference_subtitle" varchar;
  ALTER TABLE "about" ADD COLUMN "difference_description" varchar;
  ALTER TABLE "about" ADD COLUMN "difference_closing_quote" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_1_title" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_1_description" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_1_highlights" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_1_image_alt" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_2_title" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_2_description" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_2_highlights" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_2_image_alt" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_3_title" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_3_description" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_3_highlights" varchar;
  ALTER TABLE "about" ADD COLUMN "feature_3_image_alt" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_hero_pretitle" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_hero_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_hero_subtitle" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_hero_scroll_text" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_statement_subtitle" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_statement_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_statement_quote" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_card_1_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_card_1_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_card_2_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_card_2_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_card_3_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_philosophy_card_3_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_story_subtitle" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_story_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_story_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_story_paragraph_1" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_story_paragraph_2" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_story_image_alt" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_difference_subtitle" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_difference_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_difference_closing_quote" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_1_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_1_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_1_highlights" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_1_image_alt" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_2_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_2_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_2_highlights" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_2_image_alt" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_3_title" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_3_description" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_3_highlights" varchar;
  ALTER TABLE "_about_v" ADD COLUMN "version_feature_3_image_alt" varchar;
  ALTER TABLE "configurator_catalogue_standard_features" ADD COLUMN "feature" varchar NOT NULL;
  ALTER TABLE "configurator_catalogue_colors" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "configurator_catalogue_floorings" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "configurator_catalogue_floorings" ADD COLUMN "description" varchar;
  ALTER TABLE "configurator_catalogue_engines" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "configurator_catalogue_engines" ADD COLUMN "description" varchar;
  ALTER TABLE "configurator_catalogue_categories" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "configurator_catalogue_options" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "configurator_catalogue_options" ADD COLUMN "description" varchar;
  ALTER TABLE "configurator_catalogue_rules" ADD COLUMN "explanation" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_standard_features" ADD COLUMN "feature" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_colors" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_floorings" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_floorings" ADD COLUMN "description" varchar;
  ALTER TABLE "_configurator_catalogue_v_version_engines" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_engines" ADD COLUMN "description" varchar;
  ALTER TABLE "_configurator_catalogue_v_version_categories" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_options" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "_configurator_catalogue_v_version_options" ADD COLUMN "description" varchar;
  ALTER TABLE "_configurator_catalogue_v_version_rules" ADD COLUMN "explanation" varchar NOT NULL;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "yachts_meta_meta_image_idx" ON "yachts" USING btree ("meta_image_id");
  CREATE INDEX "_yachts_v_version_meta_version_meta_image_idx" ON "_yachts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  ALTER TABLE "_yachts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_yachts_v" DROP COLUMN "published_locale";
  ALTER TABLE "_posts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_posts_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "leads" DROP COLUMN "locale";
  ALTER TABLE "subscribers" DROP COLUMN "locale";
  ALTER TABLE "_homepage_v" DROP COLUMN "snapshot";
  ALTER TABLE "_homepage_v" DROP COLUMN "published_locale";
  ALTER TABLE "_home_content_v" DROP COLUMN "snapshot";
  ALTER TABLE "_home_content_v" DROP COLUMN "published_locale";
  ALTER TABLE "_about_v" DROP COLUMN "snapshot";
  ALTER TABLE "_about_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__yachts_v_published_locale";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_subscribers_locale";
  DROP TYPE "public"."enum__homepage_v_published_locale";
  DROP TYPE "public"."enum__home_content_v_published_locale";
  DROP TYPE "public"."enum__about_v_published_locale";`)
}
