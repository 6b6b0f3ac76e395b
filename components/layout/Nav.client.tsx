'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { Close, Menu } from '@/components/ui/Icons'
import { Link, usePathname } from '@/lib/i18n/navigation'

import { LanguageSwitcher } from './LanguageSwitcher.client'
import { NAV_LINKS, NAV_SCROLL_THRESHOLD, isActive } from './links'
import { Wordmark } from './Wordmark'

export interface NavProps {
  email: string
  phone: string
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpenOn(null)
    if (restoreFocus) requestAnimationFrame(() => toggleRef.current?.focus())
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    return () => {
      root.style.overflow = previous
    }
  }, [menuOpen])

  // Focus stays inside the open menu; Escape closes it and returns focus to the toggle.
  const onPanelKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      closeMenu(true)
      return
    }
    if (e.key !== 'Tab' || !panelRef.current) return
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  const solid = !isHome || scrolled
  // The menu panel is a sibling of the header, not a child: the solid header's backdrop-filter would
  // otherwise become the containing block of the fixed panel and shrink it to the header's 64 px.
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
                    className={`relative flex min-h-11 items-center text-[0.6875rem] font-medium tracking-[0.25em] uppercase transition-colors after:absolute after:inset-x-0 after:bottom-2 after:h-px after:origin-left after:bg-gold after:transition-transform after:duration-500 hover:text-gold-bright ${
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
              className="-mr-2 flex min-h-11 items-center gap-3 px-2 text-bone lg:hidden"
            >
              <span className="text-[0.6875rem] font-medium tracking-[0.25em] uppercase">{t('menu')}</span>
              <Menu className="size-6" />
            </button>
          </div>
        </nav>
      </header>

      {menuOpen && (
        <div
          id="mobile-menu"
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label={t('menu')}
          onKeyDown={onPanelKeyDown}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-black animate-fade-in lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between px-5 sm:px-10">
            <Link
              href="/"
              aria-label={t('home')}
              onClick={() => setMenuOpenOn(null)}
              className="flex min-h-11 items-center"
            >
              <Wordmark />
            </Link>
            <button
              type="button"
              onClick={() => closeMenu(true)}
              className="-mr-2 flex min-h-11 items-center gap-3 px-2 text-bone"
            >
              <span className="text-[0.6875rem] font-medium tracking-[0.25em] uppercase">{t('close')}</span>
              <Close className="size-6" />
            </button>
          </div>
          <ul className="flex flex-1 flex-col justify-center gap-1 px-5 py-8 sm:px-10">
            {NAV_LINKS.map((link, i) => {
              const active = isActive(pathname, link.href)
              return (
                <li key={link.href} className="animate-rise-in" style={{ animationDelay: `${80 + i * 60}ms` }}>
                  <Link
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpenOn(null)}
                    className={`flex min-h-14 items-baseline gap-5 border-b border-gold/15 py-2 font-display text-[2.5rem] leading-tight font-light ${
                      active ? 'text-gold' : 'text-bone'
                    }`}
                  >
                    <span aria-hidden="true" className="w-7 font-sans text-[0.6875rem] tracking-[0.2em] text-gold">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    {t(`links.${link.key}`)}
                  </Link>
                </li>
              )
            })}
          </ul>
          <div className="shrink-0 space-y-6 px-5 pb-10 sm:px-10">
            <ConsultationTrigger className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}>
              {t('bookConsultation')}
            </ConsultationTrigger>
            <div className="flex flex-col gap-1 text-sm text-mist">
              <a href={`mailto:${email}`} className="flex min-h-11 items-center hover:text-gold">
                {email}
              </a>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="flex min-h-11 items-center hover:text-gold">
                {phone}
              </a>
            </div>
            <LanguageSwitcher className="border-t border-gold/15 pt-4" />
          </div>
        </div>
      )}
    </>
  )
}
