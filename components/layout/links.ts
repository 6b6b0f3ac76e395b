/** The navigation bar's links, in order. */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Monohulls', href: '/yachts/wama-26' },
  { label: 'Catamarans', href: '/yachts/wama-42-xl' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
] as const

/** The nav turns solid once the home page is scrolled more than 10 px. */
export const NAV_SCROLL_THRESHOLD = 10

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  if (href === '/yachts/wama-42-xl') return pathname.startsWith('/yachts/wama-42')
  return pathname === href || pathname.startsWith(`${href}/`)
}
