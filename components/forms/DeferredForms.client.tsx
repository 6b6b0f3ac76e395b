'use client'

import { useTranslations } from 'next-intl'

import type { ContactFormInput, InformationFormInput } from '@/lib/leads/schemas'

import { CONTACT_EMPTY, ContactFields } from './ContactFields'
import { DeferredForm } from './DeferredForm.client'
import { LeadFormBody } from './fields'
import { INFORMATION_EMPTY, InformationFields } from './InformationFields'

/** Plain binding of the first render: a name and the default value, nothing else. */
function plain<T extends Record<string, string | boolean | undefined>>(empty: T) {
  return (name: keyof T & string) =>
    typeof empty[name] === 'boolean' ? { name, defaultChecked: empty[name] } : { name, defaultValue: empty[name] ?? '' }
}

const loadContact = () => import('./ContactForm.client').then((m) => m.ContactForm)
const loadInformation = () => import('./InformationForm.client').then((m) => m.InformationForm)

type ContactProps = { submitText?: string; source: 'home' | 'contact' }

/** The contact form as pages use it: plain HTML first, react-hook-form once the visitor nears it. */
export function DeferredContactForm(props: ContactProps) {
  const t = useTranslations('Forms.contact')
  return (
    <DeferredForm
      load={loadContact}
      formProps={props}
      shell={(prefix) => (
        <LeadFormBody legend={t('legend')} submitText={props.submitText ?? t('submit')}>
          <ContactFields
            id={(name) => `${prefix}-${props.source}-${name}`}
            bind={plain<ContactFormInput>(CONTACT_EMPTY)}
          />
        </LeadFormBody>
      )}
    />
  )
}

type InformationProps = { yachtName: string; yachtSlug: string }

/** The yacht page's information form: plain HTML first, react-hook-form once the visitor nears it. */
export function DeferredInformationForm(props: InformationProps) {
  const t = useTranslations('Forms.information')
  return (
    <DeferredForm
      load={loadInformation}
      formProps={props}
      shell={(prefix) => (
        <LeadFormBody legend={t('legend', { yacht: props.yachtName })} submitText={t('submit')}>
          <InformationFields
            id={(name) => `${prefix}-${props.yachtSlug}-${name}`}
            yachtName={props.yachtName}
            bind={plain<InformationFormInput>(INFORMATION_EMPTY)}
          />
        </LeadFormBody>
      )}
    />
  )
}
