import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_budget" AS ENUM('under-150k', '150k-250k', '250k-1m', 'over-1m');
  CREATE TYPE "public"."enum_leads_timeframe" AS ENUM('within-3-months', '3-6-months', '6-12-months', 'later');
  CREATE TYPE "public"."enum_leads_intended_use" AS ENUM('family', 'watersports', 'charter', 'tender');
  ALTER TABLE "leads" ADD COLUMN "budget" "enum_leads_budget";
  ALTER TABLE "leads" ADD COLUMN "timeframe" "enum_leads_timeframe";
  ALTER TABLE "leads" ADD COLUMN "intended_use" "enum_leads_intended_use";
  ALTER TABLE "leads" ADD COLUMN "home_port" varchar;
  ALTER TABLE "leads" ADD COLUMN "score" numeric DEFAULT 0;
  CREATE INDEX "leads_score_idx" ON "leads" USING btree ("score");`)
  // Quotes received before the score count for their build's value, as new ones do.
  await db.execute(sql`UPDATE "leads" SET "score" = LEAST(20, ROUND("total_price" / 12500)) WHERE "total_price" > 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_score_idx";
  ALTER TABLE "leads" DROP COLUMN "budget";
  ALTER TABLE "leads" DROP COLUMN "timeframe";
  ALTER TABLE "leads" DROP COLUMN "intended_use";
  ALTER TABLE "leads" DROP COLUMN "home_port";
  ALTER TABLE "leads" DROP COLUMN "score";
  DROP TYPE "public"."enum_leads_budget";
  DROP TYPE "public"."enum_leads_timeframe";
  DROP TYPE "public"."enum_leads_intended_use";`)
}
