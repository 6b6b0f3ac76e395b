import type { SiteSettings } from '@/lib/cms/types'

/** The legal notice facts, from settings (defaults: 700,000 TND, 24 June 2021, code 35111). */
function legalFacts(settings: SiteSettings): { label: string; value: string }[] {
  return [
    { label: 'Publisher', value: settings.legal_publisher },
    { label: 'Share capital', value: settings.legal_share_capital },
    { label: 'Head office', value: settings.legal_head_office },
    { label: 'Manager', value: settings.legal_manager },
    { label: 'Hosting provider', value: settings.legal_hosting_provider },
    { label: 'Company start', value: settings.legal_company_start },
    { label: 'Activity code', value: settings.legal_activity_code },
  ].filter((f) => f.value)
}

export function LegalFacts({ settings }: { settings: SiteSettings }) {
  return (
    <dl className="border-t border-gold/25">
      {legalFacts(settings).map((f) => (
        <div key={f.label} className="grid gap-1.5 border-b border-gold/25 py-4">
          <dt className="text-[0.6875rem] font-medium tracking-[0.25em] text-mist uppercase">{f.label}</dt>
          <dd className="text-bone">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
