import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_yachts_gallery_gallery_type" AS ENUM('exterior', 'interior');
  CREATE TYPE "public"."enum_yachts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__yachts_v_version_gallery_gallery_type" AS ENUM('exterior', 'interior');
  CREATE TYPE "public"."enum__yachts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_documents_kind" AS ENUM('brochure', 'specification', 'deck-plan', 'other');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('inquiry', 'information', 'brochure', 'contact', 'configuration');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_confirmation_status" AS ENUM('pending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail');
  CREATE TYPE "public"."enum_site_settings_hero_variant" AS ENUM('swap', 'tabs');
  CREATE TABLE "yachts_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"display_order" numeric DEFAULT 0
  );
  
  CREATE TABLE "yachts_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gallery_type" "enum_yachts_gallery_gallery_type" DEFAULT 'exterior',
  	"display_order" numeric DEFAULT 0,
  	"image_id" integer,
  	"alt" varchar
  );
  
  CREATE TABLE "yachts_varieties_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar
  );
  
  CREATE TABLE "yachts_varieties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"price" numeric,
  	"description" varchar,
  	"recommendation" varchar,
  	"image_id" integer,
  	"display_order" numeric DEFAULT 0
  );
  
  CREATE TABLE "yachts_deck_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"file_id" integer,
  	"download_url" varchar,
  	"label" varchar,
  	"display_order" numeric DEFAULT 0
  );
  
  CREATE TABLE "yachts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"tagline" varchar,
  	"description" varchar,
  	"price" numeric,
  	"construction" varchar,
  	"hero_image_id" integer,
  	"hero_image_alt" varchar,
  	"hero_video_id" integer,
  	"booklet_id" integer,
  	"specification_sheet_id" integer,
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
  	"exterior_description" varchar,
  	"exterior_image_id" integer,
  	"interior_title" varchar,
  	"interior_description" varchar,
  	"interior_outboard_advantage" varchar,
  	"interior_philosophy" varchar,
  	"interior_image_id" integer,
  	"slug" varchar,
  	"featured_on_homepage" boolean DEFAULT false,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_yachts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_yachts_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"display_order" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yachts_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"gallery_type" "enum__yachts_v_version_gallery_gallery_type" DEFAULT 'exterior',
  	"display_order" numeric DEFAULT 0,
  	"image_id" integer,
  	"alt" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yachts_v_version_varieties_key_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yachts_v_version_varieties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"name" varchar,
  	"price" numeric,
  	"description" varchar,
  	"recommendation" varchar,
  	"image_id" integer,
  	"display_order" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yachts_v_version_deck_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"file_id" integer,
  	"download_url" varchar,
  	"label" varchar,
  	"display_order" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yachts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"version_price" numeric,
  	"version_construction" varchar,
  	"version_hero_image_id" integer,
  	"version_hero_image_alt" varchar,
  	"version_hero_video_id" integer,
  	"version_booklet_id" integer,
  	"version_specification_sheet_id" integer,
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
  	"version_exterior_description" varchar,
  	"version_exterior_image_id" integer,
  	"version_interior_title" varchar,
  	"version_interior_description" varchar,
  	"version_interior_outboard_advantage" varchar,
  	"version_interior_philosophy" varchar,
  	"version_interior_image_id" integer,
  	"version_slug" varchar,
  	"version_featured_on_homepage" boolean DEFAULT false,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__yachts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" varchar,
  	"featured_image_id" integer,
  	"featured_image_alt" varchar,
  	"published_date" timestamp(3) with time zone,
  	"read_time" numeric,
  	"author" varchar,
  	"excerpt" varchar,
  	"content" varchar,
  	"tags" varchar,
  	"slug" varchar,
  	"featured" boolean DEFAULT false,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" varchar,
  	"version_featured_image_id" integer,
  	"version_featured_image_alt" varchar,
  	"version_published_date" timestamp(3) with time zone,
  	"version_read_time" numeric,
  	"version_author" varchar,
  	"version_excerpt" varchar,
  	"version_content" varchar,
  	"version_tags" varchar,
  	"version_slug" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_content" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"position" varchar,
  	"yacht" varchar,
  	"featured" boolean DEFAULT false,
  	"display_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"kind" "enum_documents_kind" DEFAULT 'brochure' NOT NULL,
  	"yacht" varchar,
  	"display_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"name" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"country" varchar,
  	"interest" varchar,
  	"yacht" varchar,
  	"message" varchar,
  	"consent" boolean DEFAULT false,
  	"consent_text" varchar,
  	"configuration" jsonb,
  	"total_price" numeric,
  	"brochure_url" varchar,
  	"page_url" varchar,
  	"utm" jsonb,
  	"user_agent" varchar,
  	"ip_hash" varchar,
  	"idempotency_key" varchar,
  	"content_hash" varchar,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending' NOT NULL,
  	"confirmation_status" "enum_leads_confirmation_status" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"spam" boolean DEFAULT false,
  	"spam_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"consent" boolean DEFAULT true,
  	"consent_text" varchar,
  	"page_url" varchar,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"yachts_id" integer,
  	"posts_id" integer,
  	"pages_id" integer,
  	"testimonials_id" integer,
  	"documents_id" integer,
  	"media_id" integer,
  	"leads_id" integer,
  	"subscribers_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar,
  	"phone" varchar,
  	"whatsapp" varchar,
  	"info_email" varchar,
  	"calendar_url" varchar,
  	"inquiry_url" varchar,
  	"location" varchar,
  	"facebook_url" varchar,
  	"instagram_url" varchar,
  	"linkedin_url" varchar,
  	"youtube_url" varchar,
  	"legal_publisher" varchar,
  	"legal_share_capital" varchar,
  	"legal_head_office" varchar,
  	"legal_manager" varchar,
  	"legal_hosting_provider" varchar,
  	"legal_company_start" varchar,
  	"legal_activity_code" varchar,
  	"show_festival_popup" boolean DEFAULT false,
  	"festival_title" varchar,
  	"festival_description" varchar,
  	"festival_dates" varchar,
  	"festival_start" timestamp(3) with time zone,
  	"festival_end" timestamp(3) with time zone,
  	"festival_location" varchar,
  	"festival_tour_url" varchar,
  	"festival_tour_text" varchar,
  	"show_varieties" boolean DEFAULT false,
  	"configurator_enabled" boolean DEFAULT true,
  	"hero_variant" "enum_site_settings_hero_variant" DEFAULT 'swap',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "homepage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_wama42_title" varchar,
  	"hero_wama42_description" varchar,
  	"hero_wama42_image_id" integer,
  	"hero_wama26_title" varchar,
  	"hero_wama26_description" varchar,
  	"hero_wama26_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_pretitle" varchar,
  	"hero_cta_primary_url" varchar,
  	"hero_cta_primary_text" varchar,
  	"hero_cta_secondary_text" varchar,
  	"hero_scroll_text" varchar,
  	"hero_mobile_monohull_image_id" integer,
  	"hero_mobile_monohull_alt" varchar,
  	"hero_mobile_monohull_label" varchar,
  	"hero_mobile_monohull_title" varchar,
  	"hero_mobile_monohull_cta" varchar,
  	"hero_mobile_catamaran_image_id" integer,
  	"hero_mobile_catamaran_alt" varchar,
  	"hero_mobile_catamaran_label" varchar,
  	"hero_mobile_catamaran_title" varchar,
  	"hero_mobile_catamaran_cta" varchar,
  	"category_pretitle" varchar,
  	"category_title" varchar,
  	"category_description" varchar,
  	"category_monohull_image_id" integer,
  	"category_monohull_alt" varchar,
  	"category_monohull_label" varchar,
  	"category_monohull_title" varchar,
  	"category_monohull_description" varchar,
  	"category_monohull_cta" varchar,
  	"category_catamaran_image_id" integer,
  	"category_catamaran_alt" varchar,
  	"category_catamaran_label" varchar,
  	"category_catamaran_title" varchar,
  	"category_catamaran_description" varchar,
  	"category_catamaran_cta" varchar,
  	"quote1_text" varchar,
  	"quote1_author" varchar,
  	"quote1_position" varchar,
  	"quote1_image_id" integer,
  	"quote2_text" varchar,
  	"quote2_position" varchar,
  	"quote2_image_id" integer,
  	"quote2_cta_url" varchar,
  	"quote2_cta_text" varchar,
  	"expertise_subtitle" varchar,
  	"expertise_title" varchar,
  	"expertise_description" varchar,
  	"contact_subtitle" varchar,
  	"contact_title" varchar,
  	"contact_description" varchar,
  	"contact_background_image_id" integer,
  	"contact_submit_button_text" varchar,
  	"contact_sidebar_title" varchar,
  	"contact_consultation_button_text" varchar,
  	"contact_email_label" varchar,
  	"contact_email" varchar,
  	"contact_location_label" varchar,
  	"contact_location" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_1_id" integer,
  	"hero_image_2_id" integer,
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
  	"story_image_id" integer,
  	"story_image_alt" varchar,
  	"difference_subtitle" varchar,
  	"difference_description" varchar,
  	"difference_closing_quote" varchar,
  	"feature_1_title" varchar,
  	"feature_1_description" varchar,
  	"feature_1_highlights" varchar,
  	"feature_1_image_id" integer,
  	"feature_1_image_alt" varchar,
  	"feature_2_title" varchar,
  	"feature_2_description" varchar,
  	"feature_2_highlights" varchar,
  	"feature_2_image_id" integer,
  	"feature_2_image_alt" varchar,
  	"feature_3_title" varchar,
  	"feature_3_description" varchar,
  	"feature_3_highlights" varchar,
  	"feature_3_image_id" integer,
  	"feature_3_image_alt" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "configurator_catalogue_standard_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"hex" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_floorings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"flooring_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_engines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"engine_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"category" varchar,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" varchar NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"option_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"category" varchar NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"base_price" numeric DEFAULT 125000 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "seed_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seeded" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "yachts_features" ADD CONSTRAINT "yachts_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_gallery" ADD CONSTRAINT "yachts_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts_gallery" ADD CONSTRAINT "yachts_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_varieties_key_features" ADD CONSTRAINT "yachts_varieties_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_varieties" ADD CONSTRAINT "yachts_varieties_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts_varieties" ADD CONSTRAINT "yachts_varieties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts_deck_plans" ADD CONSTRAINT "yachts_deck_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts_deck_plans" ADD CONSTRAINT "yachts_deck_plans_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts_deck_plans" ADD CONSTRAINT "yachts_deck_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_hero_video_id_media_id_fk" FOREIGN KEY ("hero_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_booklet_id_documents_id_fk" FOREIGN KEY ("booklet_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_specification_sheet_id_documents_id_fk" FOREIGN KEY ("specification_sheet_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_exterior_image_id_media_id_fk" FOREIGN KEY ("exterior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_interior_image_id_media_id_fk" FOREIGN KEY ("interior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yachts" ADD CONSTRAINT "yachts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_features" ADD CONSTRAINT "_yachts_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_gallery" ADD CONSTRAINT "_yachts_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_gallery" ADD CONSTRAINT "_yachts_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_varieties_key_features" ADD CONSTRAINT "_yachts_v_version_varieties_key_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_varieties" ADD CONSTRAINT "_yachts_v_version_varieties_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_varieties" ADD CONSTRAINT "_yachts_v_version_varieties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_deck_plans" ADD CONSTRAINT "_yachts_v_version_deck_plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_deck_plans" ADD CONSTRAINT "_yachts_v_version_deck_plans_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_deck_plans" ADD CONSTRAINT "_yachts_v_version_deck_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_parent_id_yachts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."yachts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_hero_video_id_media_id_fk" FOREIGN KEY ("version_hero_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_booklet_id_documents_id_fk" FOREIGN KEY ("version_booklet_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_specification_sheet_id_documents_id_fk" FOREIGN KEY ("version_specification_sheet_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_exterior_image_id_media_id_fk" FOREIGN KEY ("version_exterior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_interior_image_id_media_id_fk" FOREIGN KEY ("version_interior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yachts_v" ADD CONSTRAINT "_yachts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_yachts_fk" FOREIGN KEY ("yachts_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage" ADD CONSTRAINT "homepage_hero_wama42_image_id_media_id_fk" FOREIGN KEY ("hero_wama42_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage" ADD CONSTRAINT "homepage_hero_wama26_image_id_media_id_fk" FOREIGN KEY ("hero_wama26_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_hero_mobile_monohull_image_id_media_id_fk" FOREIGN KEY ("hero_mobile_monohull_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_hero_mobile_catamaran_image_id_media_id_fk" FOREIGN KEY ("hero_mobile_catamaran_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_category_monohull_image_id_media_id_fk" FOREIGN KEY ("category_monohull_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_category_catamaran_image_id_media_id_fk" FOREIGN KEY ("category_catamaran_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_quote1_image_id_media_id_fk" FOREIGN KEY ("quote1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_quote2_image_id_media_id_fk" FOREIGN KEY ("quote2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_contact_background_image_id_media_id_fk" FOREIGN KEY ("contact_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_hero_image_1_id_media_id_fk" FOREIGN KEY ("hero_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_hero_image_2_id_media_id_fk" FOREIGN KEY ("hero_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_story_image_id_media_id_fk" FOREIGN KEY ("story_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_feature_1_image_id_media_id_fk" FOREIGN KEY ("feature_1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_feature_2_image_id_media_id_fk" FOREIGN KEY ("feature_2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_feature_3_image_id_media_id_fk" FOREIGN KEY ("feature_3_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_standard_features" ADD CONSTRAINT "configurator_catalogue_standard_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_colors" ADD CONSTRAINT "configurator_catalogue_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_floorings" ADD CONSTRAINT "configurator_catalogue_floorings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_engines" ADD CONSTRAINT "configurator_catalogue_engines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_categories" ADD CONSTRAINT "configurator_catalogue_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_options" ADD CONSTRAINT "configurator_catalogue_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "yachts_features_order_idx" ON "yachts_features" USING btree ("_order");
  CREATE INDEX "yachts_features_parent_id_idx" ON "yachts_features" USING btree ("_parent_id");
  CREATE INDEX "yachts_gallery_order_idx" ON "yachts_gallery" USING btree ("_order");
  CREATE INDEX "yachts_gallery_parent_id_idx" ON "yachts_gallery" USING btree ("_parent_id");
  CREATE INDEX "yachts_gallery_image_idx" ON "yachts_gallery" USING btree ("image_id");
  CREATE INDEX "yachts_varieties_key_features_order_idx" ON "yachts_varieties_key_features" USING btree ("_order");
  CREATE INDEX "yachts_varieties_key_features_parent_id_idx" ON "yachts_varieties_key_features" USING btree ("_parent_id");
  CREATE INDEX "yachts_varieties_order_idx" ON "yachts_varieties" USING btree ("_order");
  CREATE INDEX "yachts_varieties_parent_id_idx" ON "yachts_varieties" USING btree ("_parent_id");
  CREATE INDEX "yachts_varieties_image_idx" ON "yachts_varieties" USING btree ("image_id");
  CREATE INDEX "yachts_deck_plans_order_idx" ON "yachts_deck_plans" USING btree ("_order");
  CREATE INDEX "yachts_deck_plans_parent_id_idx" ON "yachts_deck_plans" USING btree ("_parent_id");
  CREATE INDEX "yachts_deck_plans_image_idx" ON "yachts_deck_plans" USING btree ("image_id");
  CREATE INDEX "yachts_deck_plans_file_idx" ON "yachts_deck_plans" USING btree ("file_id");
  CREATE INDEX "yachts_hero_image_idx" ON "yachts" USING btree ("hero_image_id");
  CREATE INDEX "yachts_hero_video_idx" ON "yachts" USING btree ("hero_video_id");
  CREATE INDEX "yachts_booklet_idx" ON "yachts" USING btree ("booklet_id");
  CREATE INDEX "yachts_specification_sheet_idx" ON "yachts" USING btree ("specification_sheet_id");
  CREATE INDEX "yachts_exterior_image_idx" ON "yachts" USING btree ("exterior_image_id");
  CREATE INDEX "yachts_interior_image_idx" ON "yachts" USING btree ("interior_image_id");
  CREATE UNIQUE INDEX "yachts_slug_idx" ON "yachts" USING btree ("slug");
  CREATE INDEX "yachts_meta_meta_image_idx" ON "yachts" USING btree ("meta_image_id");
  CREATE INDEX "yachts_updated_at_idx" ON "yachts" USING btree ("updated_at");
  CREATE INDEX "yachts_created_at_idx" ON "yachts" USING btree ("created_at");
  CREATE INDEX "yachts__status_idx" ON "yachts" USING btree ("_status");
  CREATE INDEX "_yachts_v_version_features_order_idx" ON "_yachts_v_version_features" USING btree ("_order");
  CREATE INDEX "_yachts_v_version_features_parent_id_idx" ON "_yachts_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_gallery_order_idx" ON "_yachts_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_yachts_v_version_gallery_parent_id_idx" ON "_yachts_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_gallery_image_idx" ON "_yachts_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_yachts_v_version_varieties_key_features_order_idx" ON "_yachts_v_version_varieties_key_features" USING btree ("_order");
  CREATE INDEX "_yachts_v_version_varieties_key_features_parent_id_idx" ON "_yachts_v_version_varieties_key_features" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_varieties_order_idx" ON "_yachts_v_version_varieties" USING btree ("_order");
  CREATE INDEX "_yachts_v_version_varieties_parent_id_idx" ON "_yachts_v_version_varieties" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_varieties_image_idx" ON "_yachts_v_version_varieties" USING btree ("image_id");
  CREATE INDEX "_yachts_v_version_deck_plans_order_idx" ON "_yachts_v_version_deck_plans" USING btree ("_order");
  CREATE INDEX "_yachts_v_version_deck_plans_parent_id_idx" ON "_yachts_v_version_deck_plans" USING btree ("_parent_id");
  CREATE INDEX "_yachts_v_version_deck_plans_image_idx" ON "_yachts_v_version_deck_plans" USING btree ("image_id");
  CREATE INDEX "_yachts_v_version_deck_plans_file_idx" ON "_yachts_v_version_deck_plans" USING btree ("file_id");
  CREATE INDEX "_yachts_v_parent_idx" ON "_yachts_v" USING btree ("parent_id");
  CREATE INDEX "_yachts_v_version_version_hero_image_idx" ON "_yachts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_yachts_v_version_version_hero_video_idx" ON "_yachts_v" USING btree ("version_hero_video_id");
  CREATE INDEX "_yachts_v_version_version_booklet_idx" ON "_yachts_v" USING btree ("version_booklet_id");
  CREATE INDEX "_yachts_v_version_version_specification_sheet_idx" ON "_yachts_v" USING btree ("version_specification_sheet_id");
  CREATE INDEX "_yachts_v_version_version_exterior_image_idx" ON "_yachts_v" USING btree ("version_exterior_image_id");
  CREATE INDEX "_yachts_v_version_version_interior_image_idx" ON "_yachts_v" USING btree ("version_interior_image_id");
  CREATE INDEX "_yachts_v_version_version_slug_idx" ON "_yachts_v" USING btree ("version_slug");
  CREATE INDEX "_yachts_v_version_meta_version_meta_image_idx" ON "_yachts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_yachts_v_version_version_updated_at_idx" ON "_yachts_v" USING btree ("version_updated_at");
  CREATE INDEX "_yachts_v_version_version_created_at_idx" ON "_yachts_v" USING btree ("version_created_at");
  CREATE INDEX "_yachts_v_version_version__status_idx" ON "_yachts_v" USING btree ("version__status");
  CREATE INDEX "_yachts_v_created_at_idx" ON "_yachts_v" USING btree ("created_at");
  CREATE INDEX "_yachts_v_updated_at_idx" ON "_yachts_v" USING btree ("updated_at");
  CREATE INDEX "_yachts_v_latest_idx" ON "_yachts_v" USING btree ("latest");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_featured_image_idx" ON "posts" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_version_featured_image_idx" ON "_posts_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_yacht_idx" ON "leads" USING btree ("yacht");
  CREATE INDEX "leads_ip_hash_idx" ON "leads" USING btree ("ip_hash");
  CREATE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_content_hash_idx" ON "leads" USING btree ("content_hash");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("spam");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_yachts_id_idx" ON "payload_locked_documents_rels" USING btree ("yachts_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "homepage_hero_wama42_image_idx" ON "homepage" USING btree ("hero_wama42_image_id");
  CREATE INDEX "homepage_hero_wama26_image_idx" ON "homepage" USING btree ("hero_wama26_image_id");
  CREATE INDEX "home_content_hero_mobile_monohull_image_idx" ON "home_content" USING btree ("hero_mobile_monohull_image_id");
  CREATE INDEX "home_content_hero_mobile_catamaran_image_idx" ON "home_content" USING btree ("hero_mobile_catamaran_image_id");
  CREATE INDEX "home_content_category_monohull_image_idx" ON "home_content" USING btree ("category_monohull_image_id");
  CREATE INDEX "home_content_category_catamaran_image_idx" ON "home_content" USING btree ("category_catamaran_image_id");
  CREATE INDEX "home_content_quote1_image_idx" ON "home_content" USING btree ("quote1_image_id");
  CREATE INDEX "home_content_quote2_image_idx" ON "home_content" USING btree ("quote2_image_id");
  CREATE INDEX "home_content_contact_background_image_idx" ON "home_content" USING btree ("contact_background_image_id");
  CREATE INDEX "about_hero_image_1_idx" ON "about" USING btree ("hero_image_1_id");
  CREATE INDEX "about_hero_image_2_idx" ON "about" USING btree ("hero_image_2_id");
  CREATE INDEX "about_story_image_idx" ON "about" USING btree ("story_image_id");
  CREATE INDEX "about_feature_1_image_idx" ON "about" USING btree ("feature_1_image_id");
  CREATE INDEX "about_feature_2_image_idx" ON "about" USING btree ("feature_2_image_id");
  CREATE INDEX "about_feature_3_image_idx" ON "about" USING btree ("feature_3_image_id");
  CREATE INDEX "configurator_catalogue_standard_features_order_idx" ON "configurator_catalogue_standard_features" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_standard_features_parent_id_idx" ON "configurator_catalogue_standard_features" USING btree ("_parent_id");
  CREATE INDEX "configurator_catalogue_colors_order_idx" ON "configurator_catalogue_colors" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_colors_parent_id_idx" ON "configurator_catalogue_colors" USING btree ("_parent_id");
  CREATE INDEX "configurator_catalogue_floorings_order_idx" ON "configurator_catalogue_floorings" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_floorings_parent_id_idx" ON "configurator_catalogue_floorings" USING btree ("_parent_id");
  CREATE INDEX "configurator_catalogue_engines_order_idx" ON "configurator_catalogue_engines" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_engines_parent_id_idx" ON "configurator_catalogue_engines" USING btree ("_parent_id");
  CREATE INDEX "configurator_catalogue_categories_order_idx" ON "configurator_catalogue_categories" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_categories_parent_id_idx" ON "configurator_catalogue_categories" USING btree ("_parent_id");
  CREATE INDEX "configurator_catalogue_options_order_idx" ON "configurator_catalogue_options" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_options_parent_id_idx" ON "configurator_catalogue_options" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "yachts_features" CASCADE;
  DROP TABLE "yachts_gallery" CASCADE;
  DROP TABLE "yachts_varieties_key_features" CASCADE;
  DROP TABLE "yachts_varieties" CASCADE;
  DROP TABLE "yachts_deck_plans" CASCADE;
  DROP TABLE "yachts" CASCADE;
  DROP TABLE "_yachts_v_version_features" CASCADE;
  DROP TABLE "_yachts_v_version_gallery" CASCADE;
  DROP TABLE "_yachts_v_version_varieties_key_features" CASCADE;
  DROP TABLE "_yachts_v_version_varieties" CASCADE;
  DROP TABLE "_yachts_v_version_deck_plans" CASCADE;
  DROP TABLE "_yachts_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "homepage" CASCADE;
  DROP TABLE "home_content" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "configurator_catalogue_standard_features" CASCADE;
  DROP TABLE "configurator_catalogue_colors" CASCADE;
  DROP TABLE "configurator_catalogue_floorings" CASCADE;
  DROP TABLE "configurator_catalogue_engines" CASCADE;
  DROP TABLE "configurator_catalogue_categories" CASCADE;
  DROP TABLE "configurator_catalogue_options" CASCADE;
  DROP TABLE "configurator_catalogue" CASCADE;
  DROP TABLE "seed_state" CASCADE;
  DROP TYPE "public"."enum_yachts_gallery_gallery_type";
  DROP TYPE "public"."enum_yachts_status";
  DROP TYPE "public"."enum__yachts_v_version_gallery_gallery_type";
  DROP TYPE "public"."enum__yachts_v_version_status";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_documents_kind";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_leads_confirmation_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_hero_variant";`)
}
