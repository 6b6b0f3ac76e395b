import type { FieldErrors, FieldValues, Path } from 'react-hook-form'

import { INTEREST_LABELS, INTERESTS } from '@/lib/leads/constants'
import type { ContactFormInput } from '@/lib/leads/schemas'

import { EmailField, PhoneField, SelectField, TextareaField, NameField } from './fields'

/** Binds a field to its form: react-hook-form's `register`, or a plain name and default value. */
export type BindField<T extends FieldValues> = (name: Path<T>) => object

export const CONTACT_EMPTY: ContactFormInput = { name: '', email: '', phone: '', interest: 'Monohulls', message: '' }

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
  return (
    <>
      <NameField id={id('name')} error={errors.name} {...bind('name')} />
      <EmailField id={id('email')} error={errors.email} {...bind('email')} />
      <PhoneField id={id('phone')} error={errors.phone} {...bind('phone')} />
      <SelectField id={id('interest')} label="Interest" error={errors.interest} {...bind('interest')}>
        {INTERESTS.map((value) => (
          <option key={value} value={value}>
            {INTEREST_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={id('message')}
        label="Message"
        maxLength={5000}
        className="sm:col-span-2"
        error={errors.message}
        {...bind('message')}
      />
    </>
  )
}
