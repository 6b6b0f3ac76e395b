import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_subscribers_mail_status" AS ENUM('pending', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'subscriberMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'subscriberMail' BEFORE 'schedulePublish';
  ALTER TABLE "subscribers" ADD COLUMN "status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirmation_requested_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "mail_status" "enum_subscribers_mail_status";
  ALTER TABLE "subscribers" ADD COLUMN "mail_error" varchar;
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");`)
  // Addresses that joined before confirmation existed gave their consent then: they stay on the list.
  await db.execute(sql`UPDATE "subscribers" SET "status" = 'subscribed', "confirmed_at" = "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'leadMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'leadMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "subscribers_status_idx";
  ALTER TABLE "subscribers" DROP COLUMN "status";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirmation_requested_at";
  ALTER TABLE "subscribers" DROP COLUMN "mail_status";
  ALTER TABLE "subscribers" DROP COLUMN "mail_error";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_subscribers_mail_status";`)
}
