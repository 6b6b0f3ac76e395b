import { useTranslations } from 'next-intl'

import { Reveal } from '@/components/ui/Reveal.client'

/** The large italic quotation that closes an about section, in the language's quotation marks. */
export function StatementQuote({ text, className = '' }: { text: string; className?: string }) {
  const common = useTranslations('Common')
  return (
    <Reveal
      as="blockquote"
      className={`font-display text-[1.75rem] leading-[1.3] font-light italic md:text-[2.75rem] ${className}`}
    >
      <p>{common('quoted', { text })}</p>
    </Reveal>
  )
}
