import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`budget\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`timeframe\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`intended_use\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`home_port\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`score\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`leads_score_idx\` ON \`leads\` (\`score\`);`)
  // Quotes received before the score count for their build's value, as new ones do.
  await db.run(
    sql`UPDATE \`leads\` SET \`score\` = MIN(20, ROUND(\`total_price\` / 12500.0)) WHERE \`total_price\` > 0;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_score_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`budget\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`timeframe\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`intended_use\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`home_port\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`score\`;`)
}
