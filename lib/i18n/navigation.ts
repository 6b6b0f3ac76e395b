import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Links and navigation that keep the visitor's language: `<Link href="/about">` is `/fr/about` in French. */
export const { Link, usePathname } = createNavigation(routing)
