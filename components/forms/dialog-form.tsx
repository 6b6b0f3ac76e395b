import { useTranslations } from 'next-intl'
import { useEffect, useId, type ReactNode, type Ref } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { DialogActions, DialogClose } from '@/components/ui/Dialog'
import { LIMITS } from '@/lib/leads/constants'

import { Honeypot, SubmitButton, TextField, type InputFieldProps } from './fields'
import { useLeadForm } from './useLeadForm'

/*
 * The parts of the lead forms shown in dialogs (brochure, quote), kept apart from the shared fields so
 * that the pages' first scripts, which carry the footer's newsletter fields, do not load them.
 */

/** The first and last name fields of the brochure form. */
export function FirstNameField(props: InputFieldProps) {
  const t = useTranslations('Forms.fields')
  return <TextField label={t('firstName')} autoComplete="given-name" maxLength={LIMITS.firstName} {...props} />
}

export function LastNameField(props: InputFieldProps) {
  const t = useTranslations('Forms.fields')
  return <TextField label={t('lastName')} autoComplete="family-name" maxLength={LIMITS.lastName} {...props} />
}

/** The country field of the configurator's quote. */
export function CountryField(props: InputFieldProps) {
  const t = useTranslations('Forms.fields')
  return <TextField label={t('country')} autoComplete="country-name" maxLength={LIMITS.country} {...props} />
}

/** The last row of a form in a dialog: the honeypot, then Cancel beside the submit button. */
export function DialogFormActions({
  busy,
  submitText,
  honeypot,
}: {
  busy: boolean
  submitText: ReactNode
  honeypot: Ref<HTMLInputElement>
}) {
  const t = useTranslations('Forms')
  return (
    <>
      <Honeypot inputRef={honeypot} />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('cancel')}
          </Button>
        </DialogClose>
        <SubmitButton busy={busy}>{submitText}</SubmitButton>
      </DialogActions>
    </>
  )
}

/**
 * The state of a lead form in a dialog: its fields (each bound by `field(name)` to its id, error and
 * value) and the lead's extras, whose fill-time clock starts again each time the dialog opens.
 */
export function useDialogForm<Input extends FieldValues, Values extends FieldValues>({
  open,
  resolver,
  empty,
}: {
  open: boolean
  resolver: Resolver<Input, unknown, Values>
  empty: DefaultValues<Input>
}) {
  const uid = useId()
  const lead = useLeadForm()
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues: empty })

  const { restartClock } = lead
  useEffect(() => {
    if (open) restartClock()
  }, [open, restartClock])

  const field = (name: Path<Input>) => ({
    id: `${uid}-${name}`,
    error: form.getFieldState(name, form.formState).error,
    ...form.register(name),
  })
  return { lead, form, field, busy: form.formState.isSubmitting }
}
