import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { siteHref } from '@/lib/http/pages'

export { usePathname } from '@/lib/i18n/pathname'

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/** A link to a page of the site in the page's language: `/about` is `/fr/about` on a French page. */
export function Link({ href, ...props }: LinkProps) {
  return <NextLink href={siteHref(useLocale(), href)} {...props} />
}
