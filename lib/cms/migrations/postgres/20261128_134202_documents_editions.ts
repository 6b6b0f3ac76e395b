import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_documents_locale" AS ENUM('en', 'fr');
  ALTER TABLE "documents" ADD COLUMN "edition_of_id" integer;
  ALTER TABLE "documents" ADD COLUMN "locale" "enum_documents_locale" DEFAULT 'en';
  ALTER TABLE "documents" ADD CONSTRAINT "documents_edition_of_id_documents_id_fk" FOREIGN KEY ("edition_of_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "documents_edition_of_idx" ON "documents" USING btree ("edition_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" DROP CONSTRAINT "documents_edition_of_id_documents_id_fk";
  
  DROP INDEX "documents_edition_of_idx";
  ALTER TABLE "documents" DROP COLUMN "edition_of_id";
  ALTER TABLE "documents" DROP COLUMN "locale";
  DROP TYPE "public"."enum_documents_locale";`)
}
