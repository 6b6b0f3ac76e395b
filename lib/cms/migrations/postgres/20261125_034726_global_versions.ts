import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__site_settings_v_version_hero_variant" AS ENUM('swap', 'tabs');
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_name" varchar,
  	"version_phone" varchar,
  	"version_whatsapp" varchar,
  	"version_info_email" varchar,
  	"version_calendar_url" varchar,
  	"version_inquiry_url" varchar,
  	"version_location" varchar,
  	"version_facebook_url" varchar,
  	"version_instagram_url" varchar,
  	"version_linkedin_url" varchar,
  	"version_youtube_url" varchar,
  	"version_legal_publisher" varchar,
  	"version_legal_share_capital" varchar,
  	"version_legal_head_office" varchar,
  	"version_legal_manager" varchar,
  	"version_legal_hosting_provider" varchar,
  	"version_legal_company_start" varchar,
  	"version_legal_activity_code" varchar,
  	"version_show_festival_popup" boolean DEFAULT false,
  	"version_festival_title" varchar,
  	"version_festival_description" varchar,
  	"version_festival_dates" varchar,
  	"version_festival_start" timestamp(3) with time zone,
  	"version_festival_end" timestamp(3) with time zone,
  	"version_festival_location" varchar,
  	"version_festival_tour_url" varchar,
  	"version_festival_tour_text" varchar,
  	"version_show_varieties" boolean DEFAULT false,
  	"version_configurator_enabled" boolean DEFAULT true,
  	"version_hero_variant" "enum__site_settings_v_version_hero_variant" DEFAULT 'swap',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_homepage_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_wama42_title" varchar,
  	"version_hero_wama42_description" varchar,
  	"version_hero_wama42_image_id" integer,
  	"version_hero_wama26_title" varchar,
  	"version_hero_wama26_description" varchar,
  	"version_hero_wama26_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_content_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_pretitle" varchar,
  	"version_hero_cta_primary_url" varchar,
  	"version_hero_cta_primary_text" varchar,
  	"version_hero_cta_secondary_text" varchar,
  	"version_hero_scroll_text" varchar,
  	"version_hero_mobile_monohull_image_id" integer,
  	"version_hero_mobile_monohull_alt" varchar,
  	"version_hero_mobile_monohull_label" varchar,
  	"version_hero_mobile_monohull_title" varchar,
  	"version_hero_mobile_monohull_cta" varchar,
  	"version_hero_mobile_catamaran_image_id" integer,
  	"version_hero_mobile_catamaran_alt" varchar,
  	"version_hero_mobile_catamaran_label" varchar,
  	"version_hero_mobile_catamaran_title" varchar,
  	"version_hero_mobile_catamaran_cta" varchar,
  	"version_category_pretitle" varchar,
  	"version_category_title" varchar,
  	"version_category_description" varchar,
  	"version_category_monohull_image_id" integer,
  	"version_category_monohull_alt" varchar,
  	"version_category_monohull_label" varchar,
  	"version_category_monohull_title" varchar,
  	"version_category_monohull_description" varchar,
  	"version_category_monohull_cta" varchar,
  	"version_category_catamaran_image_id" integer,
  	"version_category_catamaran_alt" varchar,
  	"version_category_catamaran_label" varchar,
  	"version_category_catamaran_title" varchar,
  	"version_category_catamaran_description" varchar,
  	"version_category_catamaran_cta" varchar,
  	"version_quote1_text" varchar,
  	"version_quote1_author" varchar,
  	"version_quote1_position" varchar,
  	"version_quote1_image_id" integer,
  	"version_quote2_text" varchar,
  	"version_quote2_position" varchar,
  	"version_quote2_image_id" integer,
  	"version_quote2_cta_url" varchar,
  	"version_quote2_cta_text" varchar,
  	"version_expertise_subtitle" varchar,
  	"version_expertise_title" varchar,
  	"version_expertise_description" varchar,
  	"version_contact_subtitle" varchar,
  	"version_contact_title" varchar,
  	"version_contact_description" varchar,
  	"version_contact_background_image_id" integer,
  	"version_contact_submit_button_text" varchar,
  	"version_contact_sidebar_title" varchar,
  	"version_contact_consultation_button_text" varchar,
  	"version_contact_email_label" varchar,
  	"version_contact_email" varchar,
  	"version_contact_location_label" varchar,
  	"version_contact_location" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_image_1_id" integer,
  	"version_hero_image_2_id" integer,
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
  	"version_story_image_id" integer,
  	"version_story_image_alt" varchar,
  	"version_difference_subtitle" varchar,
  	"version_difference_description" varchar,
  	"version_difference_closing_quote" varchar,
  	"version_feature_1_title" varchar,
  	"version_feature_1_description" varchar,
  	"version_feature_1_highlights" varchar,
  	"version_feature_1_image_id" integer,
  	"version_feature_1_image_alt" varchar,
  	"version_feature_2_title" varchar,
  	"version_feature_2_description" varchar,
  	"version_feature_2_highlights" varchar,
  	"version_feature_2_image_id" integer,
  	"version_feature_2_image_alt" varchar,
  	"version_feature_3_title" varchar,
  	"version_feature_3_description" varchar,
  	"version_feature_3_highlights" varchar,
  	"version_feature_3_image_id" integer,
  	"version_feature_3_image_alt" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_standard_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"color_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"hex" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_floorings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"flooring_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_engines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"engine_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"category" varchar,
  	"price" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"option_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"category" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_base_price" numeric DEFAULT 125000 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_homepage_v" ADD CONSTRAINT "_homepage_v_version_hero_wama42_image_id_media_id_fk" FOREIGN KEY ("version_hero_wama42_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v" ADD CONSTRAINT "_homepage_v_version_hero_wama26_image_id_media_id_fk" FOREIGN KEY ("version_hero_wama26_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_hero_mobile_monohull_image_id_media_id_fk" FOREIGN KEY ("version_hero_mobile_monohull_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_hero_mobile_catamaran_image_id_media_id_fk" FOREIGN KEY ("version_hero_mobile_catamaran_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_category_monohull_image_id_media_id_fk" FOREIGN KEY ("version_category_monohull_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_category_catamaran_image_id_media_id_fk" FOREIGN KEY ("version_category_catamaran_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_quote1_image_id_media_id_fk" FOREIGN KEY ("version_quote1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_quote2_image_id_media_id_fk" FOREIGN KEY ("version_quote2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_contact_background_image_id_media_id_fk" FOREIGN KEY ("version_contact_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_hero_image_1_id_media_id_fk" FOREIGN KEY ("version_hero_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_hero_image_2_id_media_id_fk" FOREIGN KEY ("version_hero_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_story_image_id_media_id_fk" FOREIGN KEY ("version_story_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_feature_1_image_id_media_id_fk" FOREIGN KEY ("version_feature_1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_feature_2_image_id_media_id_fk" FOREIGN KEY ("version_feature_2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_feature_3_image_id_media_id_fk" FOREIGN KEY ("version_feature_3_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_standard_features" ADD CONSTRAINT "_configurator_catalogue_v_version_standard_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_colors" ADD CONSTRAINT "_configurator_catalogue_v_version_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_floorings" ADD CONSTRAINT "_configurator_catalogue_v_version_floorings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_engines" ADD CONSTRAINT "_configurator_catalogue_v_version_engines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_categories" ADD CONSTRAINT "_configurator_catalogue_v_version_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_options" ADD CONSTRAINT "_configurator_catalogue_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_homepage_v_version_version_hero_wama42_image_idx" ON "_homepage_v" USING btree ("version_hero_wama42_image_id");
  CREATE INDEX "_homepage_v_version_version_hero_wama26_image_idx" ON "_homepage_v" USING btree ("version_hero_wama26_image_id");
  CREATE INDEX "_homepage_v_created_at_idx" ON "_homepage_v" USING btree ("created_at");
  CREATE INDEX "_homepage_v_updated_at_idx" ON "_homepage_v" USING btree ("updated_at");
  CREATE INDEX "_home_content_v_version_version_hero_mobile_monohull_ima_idx" ON "_home_content_v" USING btree ("version_hero_mobile_monohull_image_id");
  CREATE INDEX "_home_content_v_version_version_hero_mobile_catamaran_im_idx" ON "_home_content_v" USING btree ("version_hero_mobile_catamaran_image_id");
  CREATE INDEX "_home_content_v_version_version_category_monohull_image_idx" ON "_home_content_v" USING btree ("version_category_monohull_image_id");
  CREATE INDEX "_home_content_v_version_version_category_catamaran_image_idx" ON "_home_content_v" USING btree ("version_category_catamaran_image_id");
  CREATE INDEX "_home_content_v_version_version_quote1_image_idx" ON "_home_content_v" USING btree ("version_quote1_image_id");
  CREATE INDEX "_home_content_v_version_version_quote2_image_idx" ON "_home_content_v" USING btree ("version_quote2_image_id");
  CREATE INDEX "_home_content_v_version_version_contact_background_image_idx" ON "_home_content_v" USING btree ("version_contact_background_image_id");
  CREATE INDEX "_home_content_v_created_at_idx" ON "_home_content_v" USING btree ("created_at");
  CREATE INDEX "_home_content_v_updated_at_idx" ON "_home_content_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_version_version_hero_image_1_idx" ON "_about_v" USING btree ("version_hero_image_1_id");
  CREATE INDEX "_about_v_version_version_hero_image_2_idx" ON "_about_v" USING btree ("version_hero_image_2_id");
  CREATE INDEX "_about_v_version_version_story_image_idx" ON "_about_v" USING btree ("version_story_image_id");
  CREATE INDEX "_about_v_version_version_feature_1_image_idx" ON "_about_v" USING btree ("version_feature_1_image_id");
  CREATE INDEX "_about_v_version_version_feature_2_image_idx" ON "_about_v" USING btree ("version_feature_2_image_id");
  CREATE INDEX "_about_v_version_version_feature_3_image_idx" ON "_about_v" USING btree ("version_feature_3_image_id");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE INDEX "_configurator_catalogue_v_version_standard_features_order_idx" ON "_configurator_catalogue_v_version_standard_features" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_standard_features_parent_id_idx" ON "_configurator_catalogue_v_version_standard_features" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_colors_order_idx" ON "_configurator_catalogue_v_version_colors" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_colors_parent_id_idx" ON "_configurator_catalogue_v_version_colors" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_floorings_order_idx" ON "_configurator_catalogue_v_version_floorings" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_floorings_parent_id_idx" ON "_configurator_catalogue_v_version_floorings" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_engines_order_idx" ON "_configurator_catalogue_v_version_engines" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_engines_parent_id_idx" ON "_configurator_catalogue_v_version_engines" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_categories_order_idx" ON "_configurator_catalogue_v_version_categories" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_categories_parent_id_idx" ON "_configurator_catalogue_v_version_categories" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_options_order_idx" ON "_configurator_catalogue_v_version_options" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_options_parent_id_idx" ON "_configurator_catalogue_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_created_at_idx" ON "_configurator_catalogue_v" USING btree ("created_at");
  CREATE INDEX "_configurator_catalogue_v_updated_at_idx" ON "_configurator_catalogue_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_homepage_v" CASCADE;
  DROP TABLE "_home_content_v" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_standard_features" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_colors" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_floorings" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_engines" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_categories" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_options" CASCADE;
  DROP TABLE "_configurator_catalogue_v" CASCADE;
  DROP TYPE "public"."enum__site_settings_v_version_hero_variant";`)
}
