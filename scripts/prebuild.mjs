#!/usr/bin/env node
/**
 * First step of `npm run build`: a new build starts with an empty Next.js data cache. Its entries were read
 * from whatever database an earlier build or server used; after a rebuild against another (or a freshly
 * seeded) database they would be served as if current until their tags were revalidated.
 */
import { rmSync } from 'node:fs'

rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
