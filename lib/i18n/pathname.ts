'use client'

import { usePathname as useNextPathname } from 'next/navigation'

import { splitLocale } from './config'

/** The page's path without its language prefix: `/fr/about` → `/about`. */
export function usePathname(): string {
  return splitLocale(useNextPathname() ?? '/').path
}
