import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_routing_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kinds_inquiry\` integer,
  	\`kinds_information\` integer,
  	\`kinds_brochure\` integer,
  	\`kinds_contact\` integer,
  	\`kinds_configuration\` integer,
  	\`locales_en\` integer,
  	\`locales_fr\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`lead_routing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_order_idx\` ON \`lead_routing_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rules_parent_id_idx\` ON \`lead_routing_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_routing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fallback_owner_id\` integer,
  	\`copy_sales_address\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`fallback_owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_fallback_owner_idx\` ON \`lead_routing\` (\`fallback_owner_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_routing_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_routing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_texts_order_parent\` ON \`lead_routing_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_routing_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`yachts_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_routing\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`yachts_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_routing_rels_order_idx\` ON \`lead_routing_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rels_parent_idx\` ON \`lead_routing_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rels_path_idx\` ON \`lead_routing_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rels_yachts_id_idx\` ON \`lead_routing_rels\` (\`yachts_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_routing_rels_users_id_idx\` ON \`lead_routing_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assigned_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_assigned_at_idx\` ON \`leads\` (\`assigned_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`manages_sales\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_routing_rules\`;`)
  await db.run(sql`DROP TABLE \`lead_routing\`;`)
  await db.run(sql`DROP TABLE \`lead_routing_texts\`;`)
  await db.run(sql`DROP TABLE \`lead_routing_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`country\` text,
  	\`interest\` text,
  	\`yacht\` text,
  	\`message\` text,
  	\`consent\` integer DEFAULT false,
  	\`consent_text\` text,
  	\`configuration\` text,
  	\`total_price\` numeric,
  	\`brochure_url\` text,
  	\`page_url\` text,
  	\`utm\` text,
  	\`user_agent\` text,
  	\`ip_hash\` text,
  	\`idempotency_key\` text,
  	\`content_hash\` text,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`confirmation_status\` text DEFAULT 'pending',
  	\`confirmation_note\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_error\` text,
  	\`delivered_at\` text,
  	\`spam\` integer DEFAULT false,
  	\`spam_reason\` text,
  	\`reference\` text,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "kind", "status", "name", "first_name", "last_name", "email", "phone", "country", "interest", "yacht", "message", "consent", "consent_text", "configuration", "total_price", "brochure_url", "page_url", "utm", "user_agent", "ip_hash", "idempotency_key", "content_hash", "delivery_status", "confirmation_status", "confirmation_note", "delivery_attempts", "delivery_error", "delivered_at", "spam", "spam_reason", "reference", "locale", "updated_at", "created_at") SELECT "id", "kind", "status", "name", "first_name", "last_name", "email", "phone", "country", "interest", "yacht", "message", "consent", "consent_text", "configuration", "total_price", "brochure_url", "page_url", "utm", "user_agent", "ip_hash", "idempotency_key", "content_hash", "delivery_status", "confirmation_status", "confirmation_note", "delivery_attempts", "delivery_error", "delivered_at", "spam", "spam_reason", "reference", "locale", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_yacht_idx\` ON \`leads\` (\`yacht\`);`)
  await db.run(sql`CREATE INDEX \`leads_ip_hash_idx\` ON \`leads\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_content_hash_idx\` ON \`leads\` (\`content_hash\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`leads_reference_idx\` ON \`leads\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`manages_sales\`;`)
}
