/**
 * An upgrade from before rich text, run by tests/e2e/cms-migration.spec.ts with `payload run` on a throw-away
 * database: the migrations before rich text, each built-in post written as an older database held it (HTML
 * text), then every later migration (rich text, languages…) through Payload's migrate; the posts' HTML as the
 * site renders it afterwards is printed on the last line.
 */
import config from '@payload-config'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import { getPayload, type Migration } from 'payload'

import { defaultPosts } from '../../content-defaults/posts'
import { migrations as postgresMigrations } from '../../lib/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '../../lib/cms/migrations/sqlite'
import { SKIP_REVALIDATE } from '../../lib/cms/hooks/revalidate'
import { richTextHtml } from '../../lib/cms/rich-text'

const payload = await getPayload({ config })
const all = payload.db.name === 'sqlite' ? sqliteMigrations : postgresMigrations
const richText = all.findIndex((m) => m.name.endsWith('_rich_text'))
if (richText < 0) throw new Error('no rich-text migration on record')

// The database as it stood before rich text: the migrations before it, then the posts as HTML rows.
// Payload types a migration's arguments as unknown; ours name the adapter's (the same objects at run time).
await payload.db.migrate({ migrations: all.slice(0, richText) as unknown as Migration[] })
for (const post of defaultPosts) {
  const { db } = payload
  const values = [post.title, post.slug, post.category, post.published_date, post.excerpt, post.content] as const
  await db.execute({
    drizzle: db.drizzle,
    sql:
      db.name === 'sqlite'
        ? liteSql`INSERT INTO posts (title, slug, category, published_date, excerpt, content, _status) VALUES (${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]}, ${values[5]}, 'published')`
        : pgSql`INSERT INTO posts (title, slug, category, published_date, excerpt, content, _status) VALUES (${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}::timestamptz, ${values[4]}, ${values[5]}, 'published')`,
  })
}
// Then every later migration, as an upgrade runs them: rich text, and each one after it.
await payload.db.migrate()

const context = { [SKIP_REVALIDATE]: true }
const { docs } = await payload.find({ collection: 'posts', limit: 100, depth: 1, overrideAccess: true, context })
const rendered = docs.map((doc) => ({
  slug: doc.slug,
  content: richTextHtml(doc.content),
  excerpt: richTextHtml(doc.excerpt),
}))
await payload.destroy()
// Exit only once the line is written: a pipe takes a large write asynchronously, and exit() would cut it.
process.stdout.write(`RENDERED ${JSON.stringify(rendered)}\n`, () => process.exit(0))
