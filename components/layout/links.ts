/** The navigation bar's links, in order; `key` names the label in the Nav messages' `links`. */
export const NAV_LINKS = [
  { key: 'home', href: '/' },
  { key: 'monohulls', href: '/yachts/wama-26' },
  { key: 'catamarans', href: '/yachts/wama-42-xl' },
  { key: 'about', href: '/about' },
  { key: 'blog', href: '/blog' },
  { key: 'contact', href: '/contact' },
] as const

/** The nav turns solid once the home page is scrolled more than 10 px. */
export const NAV_SCROLL_THRESHOLD = 10

/** `pathname` without its language prefix (next-intl's usePathname). */
export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  if (href === '/yachts/wama-42-xl') return pathname.startsWith('/yachts/wama-42')
  return pathname === href || pathname.startsWith(`${href}/`)
}
