import { useTranslations } from 'next-intl'
import type { FieldErrors } from 'react-hook-form'

import { NO_QUALIFICATION } from '@/lib/leads/qualification'
import type { InformationFormInput } from '@/lib/leads/schemas'

import { type BindField, PersonFields } from './ContactFields'
import { CheckboxField, MessageField } from './fields'
import { QualificationFields } from './QualificationFields'

export const INFORMATION_EMPTY: InformationFormInput = {
  name: '',
  email: '',
  phone: '',
  message: '',
  ...NO_QUALIFICATION,
  consent: false,
}

/** The yacht page's "Request Information" fields, shared by the interactive form and its plain first render. */
export function InformationFields({
  id,
  bind,
  yachtName,
  errors = {},
}: {
  id: (name: string) => string
  bind: BindField<InformationFormInput>
  yachtName: string
  errors?: FieldErrors<InformationFormInput>
}) {
  const t = useTranslations('Forms')
  return (
    <>
      <PersonFields id={id} bind={bind} errors={errors} phoneClassName="sm:col-span-2" />
      <MessageField
        id={id('message')}
        label={t('fields.messageOptional')}
        error={errors.message}
        {...bind('message')}
      />
      <QualificationFields id={id} bind={bind} errors={errors} />
      <CheckboxField
        id={id('consent')}
        label={t('consent', { product: yachtName })}
        className="sm:col-span-2"
        error={errors.consent}
        {...bind('consent')}
      />
    </>
  )
}
