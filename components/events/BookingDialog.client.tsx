'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'
import type { BookingFormInput, BookingFormValues } from '@/lib/events/schemas'
import { postLead } from '@/lib/leads/client'

import { DialogFormActions, useDialogForm } from '@/components/forms/dialog-form'
import { CheckboxField, EmailField, NameField, PhoneField, SelectField } from '@/components/forms/fields'
import { lazyResolver } from '@/components/forms/lazyResolver'
import { LeadFormElement } from '@/components/forms/LeadForm.client'
import { reportRefusal } from '@/components/forms/useLeadForm'

const resolver = lazyResolver(async () => (await import('@/lib/events/schemas')).bookingFormSchema)

const BOOK_ENDPOINT = '/api/events/book'
const empty: BookingFormInput = { name: '', email: '', phone: '', yacht: '', consent: false }
const FIELDS = ['name', 'email', 'phone', 'yacht', 'consent'] as const

export interface ChosenSlot {
  eventId: number
  eventTitle: string
  slotId: string
  /** "Saturday 12 June, 10:30 (Tunis, GMT+1)" */
  time: string
  place: string
}

interface BookingDialogProps {
  slot: ChosenSlot
  yachts: ReadonlyArray<{ slug: string; name: string }>
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Books one slot: the visitor's details, the booking stored as a lead, the confirmation shown in place. */
export function BookingDialog({ slot, yachts, open, onOpenChange }: BookingDialogProps) {
  const t = useTranslations('Events')
  const tf = useTranslations('Forms')
  const tu = useTranslations('Ui')
  const router = useRouter()
  const { lead, form, field, busy } = useDialogForm({ open, resolver, empty })
  const [bookedFor, setBookedFor] = useState<string | null>(null)

  const onSubmit = (values: BookingFormValues) =>
    lead.once(async () => {
      const outcome = await postLead(BOOK_ENDPOINT, {
        ...values,
        event: slot.eventId,
        slot: slot.slotId,
        ...lead.meta(),
      })
      if (outcome.kind === 'ok') {
        setBookedFor(values.email)
        lead.renew()
        // The places left on the page are read again.
        router.refresh()
        return
      }
      if (outcome.kind === 'failed' && outcome.status === 409) router.refresh()
      reportRefusal(
        outcome,
        { names: FIELDS, setError: form.setError },
        { failure: t('failed'), unreachable: tf('failed') },
      )
    })

  const change = (next: boolean) => {
    if (!next) setBookedFor(null)
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={change} busy={busy} layout="sheet" className="px-6 pt-10 pb-8 sm:p-10">
      <p className="label-caps text-gold">{slot.eventTitle}</p>
      <DialogTitle className="mt-3 font-display text-3xl font-light sm:text-4xl">
        {bookedFor ? t('mail.bookedTitle') : t('formTitle')}
      </DialogTitle>
      <DialogDescription className="mt-3 text-sm text-bone/85">
        <span className="block">{slot.time}</span>
        <span className="block text-mist">{slot.place}</span>
      </DialogDescription>
      {bookedFor ? (
        <div className="mt-8">
          <p role="status" className="text-base leading-relaxed text-bone/90">
            {t('booked', { email: bookedFor })}
          </p>
          <Button variant="outline" className="mt-8" onClick={() => change(false)}>
            {tu('close')}
          </Button>
        </div>
      ) : (
        <LeadFormElement submit={form.handleSubmit(onSubmit)} preload={resolver.preload} busy={busy} className="mt-8">
          <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">{t('formLegend')}</legend>
            <NameField className="sm:col-span-2" {...field('name')} />
            <EmailField {...field('email')} />
            <PhoneField {...field('phone')} />
            {yachts.length > 0 && (
              <SelectField className="sm:col-span-2" label={t('yachtLabel')} {...field('yacht')}>
                <option value="">{t('anyYacht')}</option>
                {yachts.map((y) => (
                  <option key={y.slug} value={y.slug}>
                    {y.name}
                  </option>
                ))}
              </SelectField>
            )}
            <CheckboxField className="sm:col-span-2" label={t('consent')} {...field('consent')} />
          </fieldset>
          <DialogFormActions busy={busy} submitText={t('submit')} honeypot={lead.honeypot} />
        </LeadFormElement>
      )}
      <DialogCloseButton disabled={busy} />
    </Dialog>
  )
}
