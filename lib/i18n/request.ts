import { getRequestConfig } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale, TUNIS_TIME_ZONE } from './config'
import { intlMessages } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: intlMessages(locale), timeZone: TUNIS_TIME_ZONE }
})
