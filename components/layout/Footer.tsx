import { useTranslations } from 'next-intl'
import type { ComponentType, SVGProps } from 'react'

import { DeferredNewsletterForm } from '@/components/forms/DeferredForms'
import { Facebook, Instagram, LinkedIn, YouTube } from '@/components/ui/Icons'
import { CONTAINER } from '@/components/ui/layout'
import type { SiteSettings } from '@/lib/cms/types'
import { Link } from '@/components/ui/Link'

import { CurrentYear } from './CurrentYear.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { Wordmark } from './Wordmark'

/** Column titles and link labels name keys of the Footer messages. */
const COLUMNS = [
  {
    title: 'products',
    links: [
      { label: 'monohulls', href: '/yachts/wama-26' },
      { label: 'catamarans', href: '/yachts/wama-42' },
    ],
  },
  {
    title: 'company',
    links: [
      { label: 'collection', href: '/collection' },
      { label: 'events', href: '/events' },
      { label: 'contact', href: '/contact' },
    ],
  },
] as const

type Social = { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }

export function Footer({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('Footer')
  const socials: Social[] = [
    { name: 'Facebook', href: settings.facebook_url, Icon: Facebook },
    { name: 'Instagram', href: settings.instagram_url, Icon: Instagram },
    { name: 'LinkedIn', href: settings.linkedin_url, Icon: LinkedIn },
    { name: 'YouTube', href: settings.youtube_url, Icon: YouTube },
  ].filter((s) => s.href)
  const tel = settings.phone.replace(/[^\d+]/g, '')

  return (
    // On paper the tap targets' height is only space: the footer closes the last page in a few lines, kept together.
    <footer className="relative border-t border-gold/20 bg-black text-bone print:break-inside-avoid print:[&_:is(a,span)]:min-h-0">
      <div
        className={`${CONTAINER} grid grid-cols-1 gap-14 pt-20 pb-12 md:pt-28 lg:grid-cols-12 lg:gap-10 print:grid-cols-2 print:gap-8 print:pt-8 print:pb-6`}
      >
        <div className="lg:col-span-5">
          <Link href="/" aria-label={t('home')} className="inline-flex min-h-11 items-center">
            <Wordmark size="lg" />
          </Link>
          <p className="mt-8 max-w-sm font-display text-2xl leading-snug font-light text-bone/90">{t('tagline')}</p>
          <address className="mt-8 flex flex-col gap-1 text-sm text-mist not-italic">
            <a
              href={`mailto:${settings.info_email}`}
              className="flex min-h-11 w-fit items-center transition-colors hover:text-gold"
            >
              {settings.info_email}
            </a>
            <a href={`tel:${tel}`} className="flex min-h-11 w-fit items-center transition-colors hover:text-gold">
              {settings.phone}
            </a>
            <span className="flex min-h-11 items-center">{settings.location}</span>
          </address>
        </div>

        <div className="grid grid-cols-2 gap-10 lg:col-span-3 lg:col-start-7">
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={t(col.title)}>
              <h2 className="label-caps font-sans text-gold">{t(col.title)}</h2>
              <ul className="mt-6 space-y-1">
                {col.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="flex min-h-11 w-fit items-center text-bone/85 transition-colors hover:text-gold-bright"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="lg:col-span-3 print:hidden">
          <h2 className="label-caps font-sans text-gold">{t('newsletter')}</h2>
          <p className="mt-6 max-w-xs text-sm text-mist">{t('newsletterText')}</p>
          <div className="mt-6">
            <DeferredNewsletterForm />
          </div>
        </div>
      </div>

      <div
        className={`${CONTAINER} flex flex-col-reverse gap-6 border-t border-gold/15 py-8 md:flex-row md:items-center md:justify-between print:py-4`}
      >
        <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-xs tracking-[0.12em] text-mist">
          <span>
            {t.rich('rights', {
              year: () => <CurrentYear initial={new Date().getFullYear()} />,
              publisher: settings.legal_publisher || 'WAMA',
            })}
          </span>
          <Link
            href="/legal"
            className="inline-flex min-h-11 items-center uppercase tracking-[0.2em] transition-colors hover:text-gold"
          >
            {t('legal')}
          </Link>
          <Link
            href="/privacy"
            className="inline-flex min-h-11 items-center uppercase tracking-[0.2em] transition-colors hover:text-gold"
          >
            {t('privacy')}
          </Link>
          <Link
            href="/my-data"
            className="inline-flex min-h-11 items-center uppercase tracking-[0.2em] transition-colors hover:text-gold"
          >
            {t('myData')}
          </Link>
          <LanguageSwitcher muted />
        </p>
        {socials.length > 0 && (
          <ul aria-label={t('social')} className="-ml-3 flex items-center gap-1 print:hidden">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('newTab', { name })}
                  className="flex size-11 items-center justify-center text-mist transition-colors hover:text-gold"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  )
}
