import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'

import type { PriceWords } from '@/lib/configurator/pricing'
import type { RuleWords } from '@/lib/configurator/rules'
import type { BoatMessage } from '@/lib/configurator/visible-parts'
import type { Words } from '@/lib/configurator/words'

/** The rule sentences in the page's language, for the configurator's pure logic. */
export function useRuleWords(): RuleWords {
  const locale = useLocale()
  const t = useTranslations('Configurator.rules')
  return useMemo(() => ({ locale, t }), [locale, t])
}

/** Price words ("Included", "Included in …") and amounts in the page's language. */
export function usePriceWords(): PriceWords {
  const locale = useLocale()
  const t = useTranslations('Configurator.price')
  return useMemo(() => ({ locale, t }), [locale, t])
}

export function useBoatWords(): Words<BoatMessage> {
  const locale = useLocale()
  const t = useTranslations('Configurator.boat')
  return useMemo(() => ({ locale, t }), [locale, t])
}
