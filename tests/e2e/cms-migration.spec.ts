import { execFileSync } from 'node:child_process'

import { expect, test } from '@playwright/test'
import { JSDOM } from 'jsdom'

import { defaultPosts } from '../../content-defaults/posts'
import { E2E } from './env'
import { payloadRun } from '../../scripts/payload-run.mjs'
import { outline } from './helpers/rich-text'

/**
 * A database from before rich text holds HTML in the post columns. On a throw-away database of the suite's kind
 * (SQLite or PostgreSQL), tests/payload/rich-text-rows.ts writes every built-in post's HTML into its row as
 * such a database held it and upgrades it with the committed migrations; nothing a reader meets may be lost.
 */

const bodyOf = (html: string) => new JSDOM(html).window.document.body

test('@cms the rich-text migration turns HTML rows written before it into rich text with nothing lost', () => {
  test.setTimeout(180_000)
  const { line, printed } = payloadRun('tests/payload/rich-text-rows.ts', {
    marker: 'RENDERED ',
    // A fresh throw-away database for each attempt.
    env: () => {
      const url =
        E2E.database === 'postgres'
          ? execFileSync('bash', ['scripts/postgres.sh', 'createdb', 'wama_migration'], { encoding: 'utf8' })
              .trim()
              .split('\n')
              .pop()
          : `file:./data/e2e/migration-${Date.now()}.db`
      // Not production: Payload would run every migration at start, before the old rows are written.
      return { ...process.env, DATABASE_URL: url, NODE_ENV: 'development', SKIP_SEED: '1' }
    },
  })
  expect(line, printed.slice(-2000)).toBeDefined()
  const rendered = JSON.parse(line!) as Array<{
    slug: string
    content: string
    excerpt: string
  }>
  expect(rendered).toHaveLength(defaultPosts.length)
  for (const post of defaultPosts) {
    const after = rendered.find((r) => r.slug === post.slug)
    expect(after, post.slug).toBeDefined()
    expect(outline(bodyOf(after!.content)), post.slug).toEqual(outline(bodyOf(post.content)))
    expect(outline(bodyOf(after!.excerpt)), post.slug).toEqual(outline(bodyOf(post.excerpt)))
  }
})
