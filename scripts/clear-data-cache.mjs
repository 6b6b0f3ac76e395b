#!/usr/bin/env node
/**
 * Run before `next build` and before every `next start`: the Next.js data cache (`.next/cache/fetch-cache`)
 * holds CMS reads made by an earlier build or server process. After a rebuild against another (or a freshly
 * seeded) database, or a restart that lost the in-memory record of revalidated tags, those entries would be
 * served as current. Pages are still served from their prerendered HTML; the data is simply read again.
 */
import { rmSync } from 'node:fs'

rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
