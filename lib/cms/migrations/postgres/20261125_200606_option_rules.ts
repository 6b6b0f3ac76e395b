import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_configurator_catalogue_rules_engine_categories" AS ENUM('outboard', 'sterndrive', 'inboard', 'forward-drive');
  CREATE TYPE "public"."enum_configurator_catalogue_rules_kind" AS ENUM('requires', 'excludes', 'includes', 'needs-engine');
  CREATE TYPE "public"."enum__configurator_catalogue_v_version_rules_engine_categories" AS ENUM('outboard', 'sterndrive', 'inboard', 'forward-drive');
  CREATE TYPE "public"."enum__configurator_catalogue_v_version_rules_kind" AS ENUM('requires', 'excludes', 'includes', 'needs-engine');
  CREATE TABLE "configurator_catalogue_rules_engine_categories" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_configurator_catalogue_rules_engine_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_configurator_catalogue_rules_kind" NOT NULL,
  	"option" varchar NOT NULL,
  	"explanation" varchar NOT NULL
  );
  
  CREATE TABLE "configurator_catalogue_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_rules_engine_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__configurator_catalogue_v_version_rules_engine_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_configurator_catalogue_v_version_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__configurator_catalogue_v_version_rules_kind" NOT NULL,
  	"option" varchar NOT NULL,
  	"explanation" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configurator_catalogue_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "configurator_catalogue_rules_engine_categories" ADD CONSTRAINT "configurator_catalogue_rules_engine_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."configurator_catalogue_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_rules" ADD CONSTRAINT "configurator_catalogue_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configurator_catalogue_texts" ADD CONSTRAINT "configurator_catalogue_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."configurator_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_rules_engine_categories" ADD CONSTRAINT "_configurator_catalogue_v_version_rules_engine_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_configurator_catalogue_v_version_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_version_rules" ADD CONSTRAINT "_configurator_catalogue_v_version_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configurator_catalogue_v_texts" ADD CONSTRAINT "_configurator_catalogue_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_configurator_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "configurator_catalogue_rules_engine_categories_order_idx" ON "configurator_catalogue_rules_engine_categories" USING btree ("order");
  CREATE INDEX "configurator_catalogue_rules_engine_categories_parent_idx" ON "configurator_catalogue_rules_engine_categories" USING btree ("parent_id");
  CREATE INDEX "configurator_catalogue_rules_order_idx" ON "configurator_catalogue_rules" USING btree ("_order");
  CREATE INDEX "configurator_catalogue_rules_parent_id_idx" ON "configurator_catalogue_rules" USING btree ("_parent_id");
  CREATE INDEX "configurator_catalogue_texts_order_parent" ON "configurator_catalogue_texts" USING btree ("order","parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_rules_engine_categories_order_idx" ON "_configurator_catalogue_v_version_rules_engine_categories" USING btree ("order");
  CREATE INDEX "_configurator_catalogue_v_version_rules_engine_categories_parent_idx" ON "_configurator_catalogue_v_version_rules_engine_categories" USING btree ("parent_id");
  CREATE INDEX "_configurator_catalogue_v_version_rules_order_idx" ON "_configurator_catalogue_v_version_rules" USING btree ("_order");
  CREATE INDEX "_configurator_catalogue_v_version_rules_parent_id_idx" ON "_configurator_catalogue_v_version_rules" USING btree ("_parent_id");
  CREATE INDEX "_configurator_catalogue_v_texts_order_parent" ON "_configurator_catalogue_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "configurator_catalogue_rules_engine_categories" CASCADE;
  DROP TABLE "configurator_catalogue_rules" CASCADE;
  DROP TABLE "configurator_catalogue_texts" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_rules_engine_categories" CASCADE;
  DROP TABLE "_configurator_catalogue_v_version_rules" CASCADE;
  DROP TABLE "_configurator_catalogue_v_texts" CASCADE;
  DROP TYPE "public"."enum_configurator_catalogue_rules_engine_categories";
  DROP TYPE "public"."enum_configurator_catalogue_rules_kind";
  DROP TYPE "public"."enum__configurator_catalogue_v_version_rules_engine_categories";
  DROP TYPE "public"."enum__configurator_catalogue_v_version_rules_kind";`)
}
