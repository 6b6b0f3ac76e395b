import { useTranslations } from 'next-intl'

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const t = useTranslations('Ui')
  return (
    <span role="status" className={`inline-flex flex-col items-center gap-4 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 animate-spin [animation-duration:1.4s]">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="1" />
        <path
          d="M24 3a21 21 0 0 1 21 21"
          fill="none"
          stroke="var(--color-gold)"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      <span className="label-caps text-mist">{label ?? t('loading')}</span>
    </span>
  )
}
