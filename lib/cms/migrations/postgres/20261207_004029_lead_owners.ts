import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadHandover' BEFORE 'subscriberMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadHandover' BEFORE 'subscriberMail';
  CREATE TABLE "lead_routing_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kinds_inquiry" boolean,
  	"kinds_information" boolean,
  	"kinds_brochure" boolean,
  	"kinds_contact" boolean,
  	"kinds_configuration" boolean,
  	"locales_en" boolean,
  	"locales_fr" boolean
  );
  
  CREATE TABLE "lead_routing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fallback_owner_id" integer,
  	"copy_sales_address" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "lead_routing_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "lead_routing_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"yachts_id" integer,
  	"users_id" integer
  );
  
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "manages_sales" boolean DEFAULT false;
  ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "lead_routing_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_routing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing" ADD CONSTRAINT "lead_routing_fallback_owner_id_users_id_fk" FOREIGN KEY ("fallback_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_routing_texts" ADD CONSTRAINT "lead_routing_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_routing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rels" ADD CONSTRAINT "lead_routing_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_routing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rels" ADD CONSTRAINT "lead_routing_rels_yachts_fk" FOREIGN KEY ("yachts_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_routing_rels" ADD CONSTRAINT "lead_routing_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_routing_rules_order_idx" ON "lead_routing_rules" USING btree ("_order");
  CREATE INDEX "lead_routing_rules_parent_id_idx" ON "lead_routing_rules" USING btree ("_parent_id");
  CREATE INDEX "lead_routing_fallback_owner_idx" ON "lead_routing" USING btree ("fallback_owner_id");
  CREATE INDEX "lead_routing_texts_order_parent" ON "lead_routing_texts" USING btree ("order","parent_id");
  CREATE INDEX "lead_routing_rels_order_idx" ON "lead_routing_rels" USING btree ("order");
  CREATE INDEX "lead_routing_rels_parent_idx" ON "lead_routing_rels" USING btree ("parent_id");
  CREATE INDEX "lead_routing_rels_path_idx" ON "lead_routing_rels" USING btree ("path");
  CREATE INDEX "lead_routing_rels_yachts_id_idx" ON "lead_routing_rels" USING btree ("yachts_id");
  CREATE INDEX "lead_routing_rels_users_id_idx" ON "lead_routing_rels" USING btree ("users_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "leads_assigned_at_idx" ON "leads" USING btree ("assigned_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_routing_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_routing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_routing_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_routing_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_routing_rules" CASCADE;
  DROP TABLE "lead_routing" CASCADE;
  DROP TABLE "lead_routing_texts" CASCADE;
  DROP TABLE "lead_routing_rels" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail', 'subscriberMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail', 'subscriberMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "leads_assigned_at_idx";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "assigned_at";
  ALTER TABLE "users" DROP COLUMN "manages_sales";`)
}
