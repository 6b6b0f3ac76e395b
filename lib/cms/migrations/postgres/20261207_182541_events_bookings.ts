import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_booking_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_events_slots_starts_at_tz" AS ENUM('Africa/Tunis', 'Europe/Paris', 'Europe/Rome', 'Europe/Madrid', 'Europe/Athens', 'Asia/Dubai', 'Europe/London');
  CREATE TYPE "public"."enum_events_kind" AS ENUM('boat-show', 'sea-trial');
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'appointment';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'bookingMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindBookings' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'bookingMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindBookings' BEFORE 'schedulePublish';
  CREATE TABLE "events_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"starts_at_tz" "enum_events_slots_starts_at_tz" DEFAULT 'Africa/Tunis' NOT NULL,
  	"minutes" numeric DEFAULT 45 NOT NULL,
  	"capacity" numeric DEFAULT 2 NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_events_kind" DEFAULT 'sea-trial' NOT NULL,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar NOT NULL,
  	"place" varchar NOT NULL,
  	"stand" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "event_id" integer;
  ALTER TABLE "leads" ADD COLUMN "slot_starts_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "booking_status" "enum_leads_booking_status";
  ALTER TABLE "leads" ADD COLUMN "slot" varchar;
  ALTER TABLE "leads" ADD COLUMN "seat" varchar;
  ALTER TABLE "leads" ADD COLUMN "booked_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "booking_version" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "reminded_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "lead_routing_rules" ADD COLUMN "kinds_appointment" boolean;
  ALTER TABLE "events_slots" ADD CONSTRAINT "events_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_slots_order_idx" ON "events_slots" USING btree ("_order");
  CREATE INDEX "events_slots_parent_id_idx" ON "events_slots" USING btree ("_parent_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_event_idx" ON "leads" USING btree ("event_id");
  CREATE INDEX "leads_slot_starts_at_idx" ON "leads" USING btree ("slot_starts_at");
  CREATE INDEX "leads_slot_idx" ON "leads" USING btree ("slot");
  CREATE UNIQUE INDEX "leads_seat_idx" ON "leads" USING btree ("seat");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_slots" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_event_id_events_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('inquiry', 'information', 'brochure', 'contact', 'configuration');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'leadOverdueMail', 'leadReply', 'escalateOverdueLeads', 'leadDigest', 'subscriberMail', 'myDataLinkMail', 'privacyRetention', 'crmDelivery', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'leadOverdueMail', 'leadReply', 'escalateOverdueLeads', 'leadDigest', 'subscriberMail', 'myDataLinkMail', 'privacyRetention', 'crmDelivery', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_event_idx";
  DROP INDEX "leads_slot_starts_at_idx";
  DROP INDEX "leads_slot_idx";
  DROP INDEX "leads_seat_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  ALTER TABLE "leads" DROP COLUMN "event_id";
  ALTER TABLE "leads" DROP COLUMN "slot_starts_at";
  ALTER TABLE "leads" DROP COLUMN "booking_status";
  ALTER TABLE "leads" DROP COLUMN "slot";
  ALTER TABLE "leads" DROP COLUMN "seat";
  ALTER TABLE "leads" DROP COLUMN "booked_at";
  ALTER TABLE "leads" DROP COLUMN "booking_version";
  ALTER TABLE "leads" DROP COLUMN "reminded_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "lead_routing_rules" DROP COLUMN "kinds_appointment";
  DROP TYPE "public"."enum_leads_booking_status";
  DROP TYPE "public"."enum_events_slots_starts_at_tz";
  DROP TYPE "public"."enum_events_kind";`)
}
