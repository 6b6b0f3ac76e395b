import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`starts_at_tz\` text DEFAULT 'Africa/Tunis' NOT NULL,
  	\`minutes\` numeric DEFAULT 45 NOT NULL,
  	\`capacity\` numeric DEFAULT 2 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_slots_order_idx\` ON \`events_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_slots_parent_id_idx\` ON \`events_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'sea-trial' NOT NULL,
  	\`starts_on\` text NOT NULL,
  	\`ends_on\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text NOT NULL,
  	\`place\` text NOT NULL,
  	\`stand\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`event_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`slot_starts_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`booking_status\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`slot\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`seat\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`booked_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`booking_version\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`reminded_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_event_idx\` ON \`leads\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_slot_starts_at_idx\` ON \`leads\` (\`slot_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_slot_idx\` ON \`leads\` (\`slot\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_seat_idx\` ON \`leads\` (\`seat\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`ALTER TABLE \`lead_routing_rules\` ADD \`kinds_appointment\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_slots\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
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
  	\`budget\` text,
  	\`timeframe\` text,
  	\`intended_use\` text,
  	\`home_port\` text,
  	\`consent_purpose\` text,
  	\`consent\` integer DEFAULT false,
  	\`consent_version\` text,
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
  	\`score\` numeric DEFAULT 0,
  	\`owner_id\` integer,
  	\`respond_by\` text,
  	\`first_response_at\` text,
  	\`escalated_at\` text,
  	\`erased_at\` text,
  	\`assigned_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "kind", "status", "name", "first_name", "last_name", "email", "phone", "country", "interest", "yacht", "message", "budget", "timeframe", "intended_use", "home_port", "consent_purpose", "consent", "consent_version", "consent_text", "configuration", "total_price", "brochure_url", "page_url", "utm", "user_agent", "ip_hash", "idempotency_key", "content_hash", "delivery_status", "confirmation_status", "confirmation_note", "delivery_attempts", "delivery_error", "delivered_at", "spam", "spam_reason", "reference", "locale", "score", "owner_id", "respond_by", "first_response_at", "escalated_at", "erased_at", "assigned_at", "updated_at", "created_at") SELECT "id", "kind", "status", "name", "first_name", "last_name", "email", "phone", "country", "interest", "yacht", "message", "budget", "timeframe", "intended_use", "home_port", "consent_purpose", "consent", "consent_version", "consent_text", "configuration", "total_price", "brochure_url", "page_url", "utm", "user_agent", "ip_hash", "idempotency_key", "content_hash", "delivery_status", "confirmation_status", "confirmation_note", "delivery_attempts", "delivery_error", "delivered_at", "spam", "spam_reason", "reference", "locale", "score", "owner_id", "respond_by", "first_response_at", "escalated_at", "erased_at", "assigned_at", "updated_at", "created_at" FROM \`leads\`;`)
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
  await db.run(sql`CREATE INDEX \`leads_score_idx\` ON \`leads\` (\`score\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_respond_by_idx\` ON \`leads\` (\`respond_by\`);`)
  await db.run(sql`CREATE INDEX \`leads_erased_at_idx\` ON \`leads\` (\`erased_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_assigned_at_idx\` ON \`leads\` (\`assigned_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`yachts_id\` integer,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`testimonials_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`lead_replies_id\` integer,
  	\`crm_deliveries_id\` integer,
  	\`reply_templates_id\` integer,
  	\`subscribers_id\` integer,
  	\`users_id\` integer,
  	\`mail_claims_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`yachts_id\`) REFERENCES \`yachts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_replies_id\`) REFERENCES \`lead_replies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_deliveries_id\`) REFERENCES \`crm_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reply_templates_id\`) REFERENCES \`reply_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_claims_id\`) REFERENCES \`mail_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "yachts_id", "posts_id", "pages_id", "testimonials_id", "documents_id", "media_id", "leads_id", "lead_replies_id", "crm_deliveries_id", "reply_templates_id", "subscribers_id", "users_id", "mail_claims_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "yachts_id", "posts_id", "pages_id", "testimonials_id", "documents_id", "media_id", "leads_id", "lead_replies_id", "crm_deliveries_id", "reply_templates_id", "subscribers_id", "users_id", "mail_claims_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_yachts_id_idx\` ON \`payload_locked_documents_rels\` (\`yachts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_replies_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_replies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reply_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`reply_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`lead_routing_rules\` DROP COLUMN \`kinds_appointment\`;`)
}
