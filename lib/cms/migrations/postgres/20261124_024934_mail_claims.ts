import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "mail_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"owner" varchar,
  	"claimed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_claims_id" integer;
  CREATE UNIQUE INDEX "mail_claims_key_idx" ON "mail_claims" USING btree ("key");
  CREATE INDEX "mail_claims_claimed_at_idx" ON "mail_claims" USING btree ("claimed_at");
  CREATE INDEX "mail_claims_updated_at_idx" ON "mail_claims" USING btree ("updated_at");
  CREATE INDEX "mail_claims_created_at_idx" ON "mail_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_claims_fk" FOREIGN KEY ("mail_claims_id") REFERENCES "public"."mail_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mail_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_mail_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_claims_id";`)
}
