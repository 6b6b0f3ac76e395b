'use client'

import { useTranslations } from 'next-intl'

import { ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { buttonClasses } from '@/components/ui/Button'
import { Dialog, DialogClose, DialogTitle } from '@/components/ui/Dialog'
import { Close } from '@/components/ui/Icons'
import { Link, usePathname } from '@/components/ui/Link'

import { LanguageSwitcher } from './LanguageSwitcher.client'
import { NAV_LINKS, isActive } from './links'
import { Wordmark } from './Wordmark'

interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The control that opened the menu, where focus goes back when it closes. */
  returnFocusTo: () => void
  email: string
  phone: string
}

/** The phone's menu, the whole screen: the pages, the consultation, direct contact and the languages. */
export function MobileMenu({ open, onOpenChange, returnFocusTo, email, phone }: MobileMenuProps) {
  const t = useTranslations('Nav')
  const pathname = usePathname()
  const close = () => onOpenChange(false)
  return (
    <Dialog
      id="mobile-menu"
      open={open}
      onOpenChange={onOpenChange}
      layout="menu"
      noDescription
      returnFocusTo={returnFocusTo}
    >
      <DialogTitle className="sr-only">{t('menu')}</DialogTitle>
      <div className="flex h-16 shrink-0 items-center justify-between px-5 sm:px-10">
        <Link href="/" aria-label={t('home')} onClick={close} className="flex min-h-11 items-center">
          <Wordmark />
        </Link>
        <DialogClose className="-mr-2 flex min-h-11 items-center gap-3 px-2 text-bone">
          <span className="text-[0.6875rem] font-medium tracking-[0.25em] uppercase">{t('close')}</span>
          <Close className="size-6" />
        </DialogClose>
      </div>
      <ul className="flex flex-1 flex-col justify-center gap-1 px-5 py-8 sm:px-10">
        {NAV_LINKS.map((link, i) => {
          const active = isActive(pathname, link.href)
          return (
            <li key={link.href} className="animate-rise-in" style={{ animationDelay: `${80 + i * 60}ms` }}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                onClick={close}
                className={`flex min-h-14 items-baseline gap-5 border-b border-gold/15 py-2 font-display text-[2.5rem] leading-tight font-light ${
                  active ? 'text-gold forced-colors:underline' : 'text-bone'
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
    </Dialog>
  )
}
