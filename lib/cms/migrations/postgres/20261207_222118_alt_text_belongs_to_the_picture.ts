import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { carryAltTextsToPictures } from '../alt-texts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  for (const statement of carryAltTextsToPictures) await db.execute(sql.raw(statement))
  await db.execute(sql`
   DROP TABLE "yachts_gallery_locales" CASCADE;
  DROP TABLE "_yachts_v_version_gallery_locales" CASCADE;
  ALTER TABLE "yachts_locales" DROP COLUMN "hero_image_alt";
  ALTER TABLE "_yachts_v_locales" DROP COLUMN "version_hero_image_alt";
  ALTER TABLE "posts_locales" DROP COLUMN "featured_image_alt";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_featured_image_alt";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "yachts_gallery_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_yachts_v_version_gallery_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "yachts_locales" ADD COLUMN "hero_image_alt" varchar;
  ALTER TABLE "_yachts_v_locales" ADD COLUMN "version_hero_image_alt" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "featured_image_alt" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_featured_image_alt" varchar;
  ALTER TABLE "yachts_gallery_locales" ADD CONSTRAINT "yachts_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yachts_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yachts_v_version_gallery_locales" ADD CONSTRAINT "_yachts_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yachts_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "yachts_gallery_locales_locale_parent_id_unique" ON "yachts_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_yachts_v_version_gallery_locales_locale_parent_id_unique" ON "_yachts_v_version_gallery_locales" USING btree ("_locale","_parent_id");`)
}
