import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The WAMA 26 editions become configurator builds, so their prices are the configurator's totals.
const EDITIONS = sql`CASE "key"
  WHEN 'sport' THEN '1.black.standard.mercury-f350xxl.carbon-roll-bar_hydraulic-steering-upgrade_chartplotter-12'
  WHEN 'luxury' THEN '1.gold.esthec.volvo-350hp-inboard.premium-stereo_cockpit-speakers_cabin-sanitary-package_premium-upholstery_cockpit-refrigerator_bimini'
  WHEN 'standard' THEN '1.white.standard..'
END`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts_varieties" ADD COLUMN "configuration" varchar;
  ALTER TABLE "_yachts_v_version_varieties" ADD COLUMN "configuration" varchar;`)
  await db.execute(sql`UPDATE "yachts_varieties" SET "configuration" = ${EDITIONS}
    WHERE "_parent_id" IN (SELECT "id" FROM "yachts" WHERE "slug" = 'wama-26');`)
  await db.execute(sql`UPDATE "_yachts_v_version_varieties" SET "configuration" = ${EDITIONS}
    WHERE "_parent_id" IN (SELECT "id" FROM "_yachts_v" WHERE "version_slug" = 'wama-26');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "yachts_varieties" DROP COLUMN "configuration";
  ALTER TABLE "_yachts_v_version_varieties" DROP COLUMN "configuration";`)
}
