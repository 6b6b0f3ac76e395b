'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { clientOnly } from '@/components/ui/clientOnly'
import { Menu } from '@/components/ui/Icons'
import { useLatch } from '@/components/ui/useLatch'
import { Link, usePathname } from '@/components/ui/Link'

import { LanguageSwitcher } from './LanguageSwitcher.client'
import { NAV_LINKS, NAV_SCROLL_THRESHOLD, isActive } from './links'
import { Wordmark } from './Wordmark'

export interface NavProps {
  email: string
  phone: string
}

// The menu and Radix's dialog load on the first press (or focus) of the menu's toggle.
const loadMenu = () => import('./MobileMenu.client').then((m) => m.MobileMenu)
const MobileMenu = clientOnly(loadMenu)

export function Nav({ email, phone }: NavProps) {
  const t = useTranslations('Nav')
  // The path without its language prefix: the same links and active states in every language.
  const pathname = usePathname()
  const isHome = pathname === '/'
  const [scrolled, setScrolled] = useState(false)
  // The menu belongs to the page it was opened on: a route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuMounted = useLatch(menuOpen)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const solid = !isHome || scrolled
  // The menu is a sibling of the header, not a child: the solid header's backdrop-filter would otherwise
  // become the containing block of the fixed menu and shrink it to the header's 64 px.
  return (
    <>
      <header
        data-solid={solid ? 'true' : 'false'}
        className={`fixed inset-x-0 top-0 z-40 transition-[background-color,border-color,backdrop-filter] duration-500 ease-out-soft ${
          solid
            ? 'border-b border-gold/15 bg-charcoal/95 backdrop-blur-md'
            : 'border-b border-transparent bg-transparent'
        }`}
      >
        {!solid && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-32 bg-gradient-to-b from-black/55 to-transparent"
          />
        )}
        <nav
          aria-label={t('label')}
          className="mx-auto flex h-16 w-full max-w-[90rem] items-center justify-between px-5 sm:px-10 lg:h-20 xl:px-16"
        >
          {/* prefetch={false} on the links every page shows at once: prefetching every route while a
              phone is still loading the page it asked for slows that page (they prefetch on hover). */}
          <Link
            href="/"
            prefetch={false}
            aria-label={t('home')}
            className="-my-2 flex min-h-11 items-center py-2 text-bone"
          >
            <Wordmark />
          </Link>

          <ul className="hidden items-center gap-8 lg:flex xl:gap-10">
            {NAV_LINKS.map((link) => {
              const active = isActive(pathname, link.href)
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    aria-current={active ? 'page' : undefined}
                    className={`relative flex min-h-11 items-center text-[0.6875rem] font-medium tracking-[0.25em] uppercase transition-colors after:absolute after:inset-x-0 after:bottom-2 after:h-px after:origin-left after:bg-gold forced-colors:after:bg-[CanvasText] after:transition-transform after:duration-500 hover:text-gold-bright ${
                      active ? 'text-gold after:scale-x-100' : 'text-bone after:scale-x-0 hover:after:scale-x-100'
                    }`}
                  >
                    {t(`links.${link.key}`)}
                  </Link>
                </li>
              )
            })}
          </ul>

          <div className="flex items-center gap-2">
            <LanguageSwitcher className="mr-4 max-lg:hidden xl:mr-6" />
            <ConsultationTrigger
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'max-xl:hidden' })}
            >
              {t('bookConsultation')}
            </ConsultationTrigger>
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpenOn(pathname)}
              onPointerDown={() => void loadMenu()}
              onFocus={() => void loadMenu()}
              className="-mr-2 flex min-h-11 items-center gap-3 px-2 text-bone lg:hidden"
            >
              <span className="text-[0.6875rem] font-medium tracking-[0.25em] uppercase">{t('menu')}</span>
              <Menu className="size-6" />
            </button>
          </div>
        </nav>
      </header>

      {menuMounted && (
        <MobileMenu
          open={menuOpen}
          onOpenChange={(open) => setMenuOpenOn(open ? pathname : null)}
          returnFocusTo={() => toggleRef.current?.focus()}
          email={email}
          phone={phone}
        />
      )}
    </>
  )
}
