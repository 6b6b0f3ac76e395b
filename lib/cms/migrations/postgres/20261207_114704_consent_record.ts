import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillConsentRecords } from '../consent-versions'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_consent_purpose" AS ENUM('reply', 'newsletter');
  CREATE TYPE "public"."enum_subscribers_consent_purpose" AS ENUM('reply', 'newsletter');
  ALTER TABLE "leads" ADD COLUMN "consent_purpose" "enum_leads_consent_purpose";
  ALTER TABLE "leads" ADD COLUMN "consent_version" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "consent_purpose" "enum_subscribers_consent_purpose";
  ALTER TABLE "subscribers" ADD COLUMN "consent_version" varchar;`)
  await backfillConsentRecords({
    wordings: async (table) =>
      (
        await db.execute(
          sql`SELECT DISTINCT consent_text AS wording FROM ${sql.identifier(table)} WHERE consent_text IS NOT NULL`,
        )
      ).rows.map((row) => String(row.wording)),
    purpose: async (table, purpose) => {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET consent_purpose = ${purpose}`)
    },
    version: async (table, wording, version) => {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET consent_version = ${version} WHERE consent_text = ${wording}`)
    },
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "consent_purpose";
  ALTER TABLE "leads" DROP COLUMN "consent_version";
  ALTER TABLE "subscribers" DROP COLUMN "consent_purpose";
  ALTER TABLE "subscribers" DROP COLUMN "consent_version";
  DROP TYPE "public"."enum_leads_consent_purpose";
  DROP TYPE "public"."enum_subscribers_consent_purpose";`)
}
