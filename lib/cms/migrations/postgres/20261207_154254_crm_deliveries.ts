import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_deliveries_event" AS ENUM('lead.created', 'lead.updated', 'lead.erased');
  CREATE TYPE "public"."enum_crm_deliveries_status" AS ENUM('pending', 'retrying', 'delivered', 'failed', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmDelivery' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmDelivery' BEFORE 'schedulePublish';
  CREATE TABLE "crm_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"event" "enum_crm_deliveries_event" NOT NULL,
  	"delivery_id" varchar NOT NULL,
  	"status" "enum_crm_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"response_status" numeric,
  	"last_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_deliveries_id" integer;
  ALTER TABLE "crm_deliveries" ADD CONSTRAINT "crm_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crm_deliveries_lead_idx" ON "crm_deliveries" USING btree ("lead_id");
  CREATE UNIQUE INDEX "crm_deliveries_delivery_id_idx" ON "crm_deliveries" USING btree ("delivery_id");
  CREATE INDEX "crm_deliveries_status_idx" ON "crm_deliveries" USING btree ("status");
  CREATE INDEX "crm_deliveries_updated_at_idx" ON "crm_deliveries" USING btree ("updated_at");
  CREATE INDEX "crm_deliveries_created_at_idx" ON "crm_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_deliveries_fk" FOREIGN KEY ("crm_deliveries_id") REFERENCES "public"."crm_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crm_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'leadOverdueMail', 'leadReply', 'escalateOverdueLeads', 'leadDigest', 'subscriberMail', 'myDataLinkMail', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'leadOverdueMail', 'leadReply', 'escalateOverdueLeads', 'leadDigest', 'subscriberMail', 'myDataLinkMail', 'privacyRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_crm_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_deliveries_id";
  DROP TYPE "public"."enum_crm_deliveries_event";
  DROP TYPE "public"."enum_crm_deliveries_status";`)
}
