/**
 * The rich-text migration on rows written before it, run by tests/e2e/cms-migration.spec.ts with `payload run`
 * on a throw-away database: each built-in post's HTML goes into its row as an older database held it (text in
 * SQLite, a JSON string in PostgreSQL), the committed migration runs again through Payload's migrate, and the
 * posts' HTML as the site renders it afterwards is printed on the last line.
 */
import config from '@payload-config'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import { getPayload } from 'payload'

import { defaultPosts } from '../../content-defaults/posts'
import { SKIP_REVALIDATE } from '../../lib/cms/hooks/revalidate'
import { richTextHtml } from '../../lib/cms/rich-text'

const payload = await getPayload({ config })
await payload.db.migrate()

async function writeHtml(id: number, column: 'content' | 'excerpt', html: string): Promise<void> {
  const { db } = payload
  await db.execute({
    drizzle: db.drizzle,
    sql:
      db.name === 'sqlite'
        ? liteSql`UPDATE posts SET ${liteSql.identifier(column)} = ${html} WHERE id = ${id}`
        : pgSql`UPDATE posts SET ${pgSql.identifier(column)} = to_jsonb(${html}::text) WHERE id = ${id}`,
  })
}

const context = { [SKIP_REVALIDATE]: true }
for (const post of defaultPosts) {
  const doc = await payload.create({
    collection: 'posts',
    data: {
      title: post.title,
      slug: post.slug,
      category: post.category,
      published_date: post.published_date,
      _status: 'published',
    },
    overrideAccess: true,
    context,
  })
  await writeHtml(doc.id, 'content', post.content)
  await writeHtml(doc.id, 'excerpt', post.excerpt)
}

const rerun = { name: { like: '_rich_text' } }
const { docs: forgotten } = await payload.delete({
  collection: 'payload-migrations',
  where: rerun,
  overrideAccess: true,
})
if (forgotten.length !== 1) throw new Error(`expected one rich-text migration on record, found ${forgotten.length}`)
await payload.db.migrate()

const { docs } = await payload.find({ collection: 'posts', limit: 100, depth: 1, overrideAccess: true, context })
const rendered = docs.map((doc) => ({
  slug: doc.slug,
  content: richTextHtml(doc.content),
  excerpt: richTextHtml(doc.excerpt),
}))
await payload.destroy()
// Exit only once the line is written: a pipe takes a large write asynchronously, and exit() would cut it.
process.stdout.write(`RENDERED ${JSON.stringify(rendered)}\n`, () => process.exit(0))
