import { useTranslations } from 'next-intl'
import type { FieldErrors, FieldValues, Path } from 'react-hook-form'

import { INTERESTS } from '@/lib/leads/constants'
import { NO_QUALIFICATION } from '@/lib/leads/qualification'
import type { ContactFormInput } from '@/lib/leads/schemas'

import { EmailField, MessageField, NameField, PhoneField, SelectField } from './fields'
import { QualificationFields } from './QualificationFields'

/** Binds a field to its form: react-hook-form's `register`, or a plain name and default value. */
export type BindField<T extends FieldValues> = (name: Path<T>) => object

type Person = Pick<ContactFormInput, 'name' | 'email' | 'phone'>

/** Who is writing: the name, e-mail and phone fields every inquiry begins with. */
export function PersonFields({
  id,
  bind,
  errors,
  phoneClassName,
}: {
  id: (name: string) => string
  bind: (name: keyof Person) => object
  errors: FieldErrors<Person>
  phoneClassName?: string
}) {
  return (
    <>
      <NameField id={id('name')} error={errors.name} {...bind('name')} />
      <EmailField id={id('email')} error={errors.email} {...bind('email')} />
      <PhoneField id={id('phone')} className={phoneClassName} error={errors.phone} {...bind('phone')} />
    </>
  )
}

export const CONTACT_EMPTY: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  interest: 'Monohulls',
  message: '',
  ...NO_QUALIFICATION,
}

/** The contact form's fields, shared by the interactive form and its plain first render. */
export function ContactFields({
  id,
  bind,
  errors = {},
}: {
  id: (name: string) => string
  bind: BindField<ContactFormInput>
  errors?: FieldErrors<ContactFormInput>
}) {
  const t = useTranslations('Forms')
  return (
    <>
      <PersonFields id={id} bind={bind} errors={errors} />
      <SelectField id={id('interest')} label={t('fields.interest')} error={errors.interest} {...bind('interest')}>
        {INTERESTS.map((value) => (
          <option key={value} value={value}>
            {t(`interests.${value}`)}
          </option>
        ))}
      </SelectField>
      <MessageField id={id('message')} label={t('fields.message')} error={errors.message} {...bind('message')} />
      <QualificationFields id={id} bind={bind} errors={errors} />
    </>
  )
}
