import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "reference" varchar;
  CREATE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_reference_idx";
  ALTER TABLE "leads" DROP COLUMN "reference";`)
}
