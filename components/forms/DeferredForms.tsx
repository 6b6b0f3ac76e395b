import { useTranslations } from 'next-intl'

import type { ContactFormInput, InformationFormInput } from '@/lib/leads/schemas'

import { CONTACT_EMPTY, ContactFields } from './ContactFields'
import {
  LiveContactForm,
  LiveInformationForm,
  LiveNewsletterForm,
  type ContactFormProps,
  type InformationFormProps,
} from './DeferredForms.client'
import { LeadFormBody } from './fields'
import { INFORMATION_EMPTY, InformationFields } from './InformationFields'
import { NewsletterFields } from './NewsletterFields'

// One form of each kind per page, so fixed prefixes keep the fields' ids unique and stable across the swap.
const PAGE_FORM = 'page'
const FOOTER_FORM = 'footer'

/** Plain binding of the server's render: a name and the default value, nothing else. */
function plain<T extends Record<string, string | boolean | undefined>>(empty: T) {
  return (name: keyof T & string) =>
    typeof empty[name] === 'boolean' ? { name, defaultChecked: empty[name] } : { name, defaultValue: empty[name] ?? '' }
}

/**
 * The lead forms as pages show them: plain HTML rendered on the server, replaced by the react-hook-form
 * version once the visitor nears or touches them. Neither the fields nor the form library weigh on the
 * page's first-load JavaScript.
 */
export function DeferredContactForm(props: ContactFormProps) {
  const t = useTranslations('Forms.contact')
  return (
    <LiveContactForm {...props} idPrefix={PAGE_FORM}>
      <LeadFormBody legend={t('legend')} submitText={props.submitText ?? t('submit')}>
        <ContactFields
          id={(name) => `${PAGE_FORM}-${props.source}-${name}`}
          bind={plain<ContactFormInput>(CONTACT_EMPTY)}
        />
      </LeadFormBody>
    </LiveContactForm>
  )
}

export function DeferredInformationForm(props: InformationFormProps) {
  const t = useTranslations('Forms.information')
  return (
    <LiveInformationForm {...props} idPrefix={PAGE_FORM}>
      <LeadFormBody legend={t('legend', { yacht: props.yachtName })} submitText={t('submit')}>
        <InformationFields
          id={(name) => `${PAGE_FORM}-${props.yachtSlug}-${name}`}
          yachtName={props.yachtName}
          bind={plain<InformationFormInput>(INFORMATION_EMPTY)}
        />
      </LeadFormBody>
    </LiveInformationForm>
  )
}

/** The footer's newsletter form on every page. */
export function DeferredNewsletterForm() {
  return (
    <LiveNewsletterForm idPrefix={FOOTER_FORM}>
      <NewsletterFields idPrefix={FOOTER_FORM} input={{ defaultValue: '' }} />
    </LiveNewsletterForm>
  )
}
