'use client'

import { clientOnly } from '@/components/ui/clientOnly'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { useLatch } from '@/components/ui/useLatch'
import { Link } from '@/components/ui/Link'

// Radix loads on the first open.
const YachtDialog = clientOnly(() => import('./YachtDialog').then((m) => m.YachtDialog))

interface ConfigureButtonProps {
  yachtName: string
  /** Set when the configurator is live for this yacht: the button becomes a link to it. */
  configureHref: string | null
  /** Where the WAMA 26 configurator lives, offered from the dialog when it is enabled. */
  otherConfiguratorHref: string | null
  className?: string
}

/** "Configure My WAMA": the configurator when it is live for this model, otherwise the "Coming Very Soon!" dialog. */
export function ConfigureButton({
  yachtName,
  configureHref,
  otherConfiguratorHref,
  className = '',
}: ConfigureButtonProps) {
  const t = useTranslations('YachtIslands.configure')
  const [open, setOpen] = useState(false)
  const mounted = useLatch(open)
  const classes = buttonClasses({ variant: 'primary', size: 'lg', className })
  if (configureHref) {
    return (
      // Not prefetched in view: the configurator's code would compete with this page's hero on a phone.
      <Link href={configureHref} prefetch={false} className={classes}>
        {t('button')}
      </Link>
    )
  }
  return (
    <>
      <button type="button" className={classes} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      {mounted && (
        <YachtDialog
          open={open}
          onOpenChange={setOpen}
          title={t('soonTitle')}
          description={<p>{t('soonBody', { name: yachtName })}</p>}
        >
          <div className="mx-auto flex max-w-xs flex-col gap-3">
            {otherConfiguratorHref && (
              <Link
                href={otherConfiguratorHref}
                prefetch={false}
                className={buttonClasses({ variant: 'outline', size: 'md' })}
              >
                {t('other')}
              </Link>
            )}
            <button
              type="button"
              className={buttonClasses({ variant: 'primary', size: 'md' })}
              onClick={() => setOpen(false)}
            >
              {t('close')}
            </button>
          </div>
        </YachtDialog>
      )}
    </>
  )
}
