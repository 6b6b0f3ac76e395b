import { useTranslations } from 'next-intl'

import type { SiteSettings } from '@/lib/cms/types'

/** The legal notice facts, from settings (defaults: 700,000 TND, 24 June 2021, code 35111), by their Legal message key. */
function legalFacts(settings: SiteSettings) {
  return [
    { key: 'publisher', value: settings.legal_publisher },
    { key: 'shareCapital', value: settings.legal_share_capital },
    { key: 'headOffice', value: settings.legal_head_office },
    { key: 'manager', value: settings.legal_manager },
    { key: 'hostingProvider', value: settings.legal_hosting_provider },
    { key: 'companyStart', value: settings.legal_company_start },
    { key: 'activityCode', value: settings.legal_activity_code },
  ] as const
}

export function LegalFacts({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('Legal.facts')
  return (
    <dl className="border-t border-gold/25">
      {legalFacts(settings)
        .filter((f) => f.value)
        .map((f) => (
          <div key={f.key} className="grid gap-1.5 border-b border-gold/25 py-4">
            <dt className="text-[0.6875rem] font-medium tracking-[0.25em] text-mist uppercase">{t(f.key)}</dt>
            <dd className="text-bone">{f.value}</dd>
          </div>
        ))}
    </dl>
  )
}
