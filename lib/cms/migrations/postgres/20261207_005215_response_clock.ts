import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadOverdueMail' BEFORE 'subscriberMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'escalateOverdueLeads' BEFORE 'subscriberMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadOverdueMail' BEFORE 'subscriberMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'escalateOverdueLeads' BEFORE 'subscriberMail';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_hours" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_opens" varchar DEFAULT '08:00' NOT NULL;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_closes" varchar DEFAULT '18:00' NOT NULL;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_time_zone" varchar DEFAULT 'Africa/Tunis' NOT NULL;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_monday" boolean DEFAULT true;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_tuesday" boolean DEFAULT true;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_wednesday" boolean DEFAULT true;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_thursday" boolean DEFAULT true;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_friday" boolean DEFAULT true;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_saturday" boolean DEFAULT true;
  ALTER TABLE "lead_routing" ADD COLUMN "response_clock_days_sunday" boolean DEFAULT false;
  CREATE INDEX "leads_respond_by_idx" ON "leads" USING btree ("respond_by");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'subscriberMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'subscriberMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_respond_by_idx";
  ALTER TABLE "leads" DROP COLUMN "respond_by";
  ALTER TABLE "leads" DROP COLUMN "first_response_at";
  ALTER TABLE "leads" DROP COLUMN "escalated_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_hours";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_opens";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_closes";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_time_zone";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_monday";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_tuesday";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_wednesday";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_thursday";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_friday";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_saturday";
  ALTER TABLE "lead_routing" DROP COLUMN "response_clock_days_sunday";`)
}
