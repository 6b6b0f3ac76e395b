import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`configurator_catalogue_rules_engine_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`configurator_catalogue_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_rules_engine_categories_order_idx\` ON \`configurator_catalogue_rules_engine_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_rules_engine_categories_parent_idx\` ON \`configurator_catalogue_rules_engine_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`option\` text NOT NULL,
  	\`explanation\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_rules_order_idx\` ON \`configurator_catalogue_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_rules_parent_id_idx\` ON \`configurator_catalogue_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configurator_catalogue_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`configurator_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configurator_catalogue_texts_order_parent\` ON \`configurator_catalogue_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_rules_engine_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_configurator_catalogue_v_version_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_rules_engine_categories_order_idx\` ON \`_configurator_catalogue_v_version_rules_engine_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_rules_engine_categories_parent_idx\` ON \`_configurator_catalogue_v_version_rules_engine_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_version_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`option\` text NOT NULL,
  	\`explanation\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_rules_order_idx\` ON \`_configurator_catalogue_v_version_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_version_rules_parent_id_idx\` ON \`_configurator_catalogue_v_version_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configurator_catalogue_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_configurator_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configurator_catalogue_v_texts_order_parent\` ON \`_configurator_catalogue_v_texts\` (\`order\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`configurator_catalogue_rules_engine_categories\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_rules\`;`)
  await db.run(sql`DROP TABLE \`configurator_catalogue_texts\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_rules_engine_categories\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_version_rules\`;`)
  await db.run(sql`DROP TABLE \`_configurator_catalogue_v_texts\`;`)
}
