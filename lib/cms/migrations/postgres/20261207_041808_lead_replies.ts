import { addStartingTemplates } from '../../../leads/reply-templates'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_replies_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_reply_templates_locale" AS ENUM('en', 'fr');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadReply' BEFORE 'escalateOverdueLeads';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadReply' BEFORE 'escalateOverdueLeads';
  CREATE TABLE "lead_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"author_id" integer,
  	"status" "enum_lead_replies_status" DEFAULT 'pending',
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reply_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"locale" "enum_reply_templates_locale" DEFAULT 'en' NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_replies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reply_templates_id" integer;
  ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id");
  CREATE INDEX "lead_replies_author_idx" ON "lead_replies" USING btree ("author_id");
  CREATE INDEX "lead_replies_updated_at_idx" ON "lead_replies" USING btree ("updated_at");
  CREATE INDEX "lead_replies_created_at_idx" ON "lead_replies" USING btree ("created_at");
  CREATE INDEX "reply_templates_updated_at_idx" ON "reply_templates" USING btree ("updated_at");
  CREATE INDEX "reply_templates_created_at_idx" ON "reply_templates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_replies_fk" FOREIGN KEY ("lead_replies_id") REFERENCES "public"."lead_replies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reply_templates_fk" FOREIGN KEY ("reply_templates_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_replies_id");
  CREATE INDEX "payload_locked_documents_rels_reply_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("reply_templates_id");`)
  await addStartingTemplates(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reply_templates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_replies" CASCADE;
  DROP TABLE "reply_templates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_replies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reply_templates_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'leadOverdueMail', 'escalateOverdueLeads', 'leadDigest', 'subscriberMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail', 'leadHandover', 'leadOverdueMail', 'escalateOverdueLeads', 'leadDigest', 'subscriberMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_replies_id_idx";
  DROP INDEX "payload_locked_documents_rels_reply_templates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_replies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reply_templates_id";
  DROP TYPE "public"."enum_lead_replies_status";
  DROP TYPE "public"."enum_reply_templates_locale";`)
}
