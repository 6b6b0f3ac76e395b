import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_homepage_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__homepage_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_content_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_content_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  ALTER TABLE "homepage" ADD COLUMN "_status" "enum_homepage_status" DEFAULT 'draft';
  ALTER TABLE "_homepage_v" ADD COLUMN "version__status" "enum__homepage_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_homepage_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "_homepage_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "home_content" ADD COLUMN "_status" "enum_home_content_status" DEFAULT 'draft';
  ALTER TABLE "_home_content_v" ADD COLUMN "version__status" "enum__home_content_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_home_content_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "_home_content_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "about" ADD COLUMN "_status" "enum_about_status" DEFAULT 'draft';
  ALTER TABLE "_about_v" ADD COLUMN "version__status" "enum__about_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_about_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "_about_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "homepage__status_idx" ON "homepage" USING btree ("_status");
  CREATE INDEX "_homepage_v_version_version__status_idx" ON "_homepage_v" USING btree ("version__status");
  CREATE INDEX "_homepage_v_latest_idx" ON "_homepage_v" USING btree ("latest");
  CREATE INDEX "_homepage_v_autosave_idx" ON "_homepage_v" USING btree ("autosave");
  CREATE INDEX "home_content__status_idx" ON "home_content" USING btree ("_status");
  CREATE INDEX "_home_content_v_version_version__status_idx" ON "_home_content_v" USING btree ("version__status");
  CREATE INDEX "_home_content_v_latest_idx" ON "_home_content_v" USING btree ("latest");
  CREATE INDEX "_home_content_v_autosave_idx" ON "_home_content_v" USING btree ("autosave");
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE INDEX "_about_v_autosave_idx" ON "_about_v" USING btree ("autosave");`)
  // What visitors saw before stays published, and the newest saved version is the latest.
  for (const [main, versions] of [
    ['homepage', '_homepage_v'],
    ['home_content', '_home_content_v'],
    ['about', '_about_v'],
  ] as const) {
    await db.execute(sql.raw(`UPDATE "${main}" SET "_status" = 'published';`))
    await db.execute(sql.raw(`UPDATE "${versions}" SET "version__status" = 'published';`))
    await db.execute(
      sql.raw(`UPDATE "${versions}" SET "latest" = true WHERE "id" = (SELECT MAX("id") FROM "${versions}");`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "homepage__status_idx";
  DROP INDEX "_homepage_v_version_version__status_idx";
  DROP INDEX "_homepage_v_latest_idx";
  DROP INDEX "_homepage_v_autosave_idx";
  DROP INDEX "home_content__status_idx";
  DROP INDEX "_home_content_v_version_version__status_idx";
  DROP INDEX "_home_content_v_latest_idx";
  DROP INDEX "_home_content_v_autosave_idx";
  DROP INDEX "about__status_idx";
  DROP INDEX "_about_v_version_version__status_idx";
  DROP INDEX "_about_v_latest_idx";
  DROP INDEX "_about_v_autosave_idx";
  ALTER TABLE "homepage" DROP COLUMN "_status";
  ALTER TABLE "_homepage_v" DROP COLUMN "version__status";
  ALTER TABLE "_homepage_v" DROP COLUMN "latest";
  ALTER TABLE "_homepage_v" DROP COLUMN "autosave";
  ALTER TABLE "home_content" DROP COLUMN "_status";
  ALTER TABLE "_home_content_v" DROP COLUMN "version__status";
  ALTER TABLE "_home_content_v" DROP COLUMN "latest";
  ALTER TABLE "_home_content_v" DROP COLUMN "autosave";
  ALTER TABLE "about" DROP COLUMN "_status";
  ALTER TABLE "_about_v" DROP COLUMN "version__status";
  ALTER TABLE "_about_v" DROP COLUMN "latest";
  ALTER TABLE "_about_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_homepage_status";
  DROP TYPE "public"."enum__homepage_v_version_status";
  DROP TYPE "public"."enum_home_content_status";
  DROP TYPE "public"."enum__home_content_v_version_status";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";`)
}
