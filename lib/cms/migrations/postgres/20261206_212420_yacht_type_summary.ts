import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts_locales" ADD COLUMN "type" varchar;
  ALTER TABLE "yachts_locales" ADD COLUMN "summary" varchar;
  ALTER TABLE "_yachts_v_locales" ADD COLUMN "version_type" varchar;
  ALTER TABLE "_yachts_v_locales" ADD COLUMN "version_summary" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts_locales" DROP COLUMN "type";
  ALTER TABLE "yachts_locales" DROP COLUMN "summary";
  ALTER TABLE "_yachts_v_locales" DROP COLUMN "version_type";
  ALTER TABLE "_yachts_v_locales" DROP COLUMN "version_summary";`)
}
