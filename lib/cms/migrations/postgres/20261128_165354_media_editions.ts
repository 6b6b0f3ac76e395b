import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_locale" AS ENUM('en', 'fr');
  ALTER TABLE "media" ADD COLUMN "edition_of_id" integer;
  ALTER TABLE "media" ADD COLUMN "locale" "enum_media_locale" DEFAULT 'en';
  ALTER TABLE "media" ADD CONSTRAINT "media_edition_of_id_media_id_fk" FOREIGN KEY ("edition_of_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_edition_of_idx" ON "media" USING btree ("edition_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_edition_of_id_media_id_fk";
  
  DROP INDEX "media_edition_of_idx";
  ALTER TABLE "media" DROP COLUMN "edition_of_id";
  ALTER TABLE "media" DROP COLUMN "locale";
  DROP TYPE "public"."enum_media_locale";`)
}
