'use client'

import { useTranslations } from 'next-intl'
import toast from 'react-hot-toast'

import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'
import { postLead } from '@/lib/leads/client'
import type { BrochureFormInput, BrochureFormValues } from '@/lib/leads/schemas'

import { EmailField, PhoneField } from './fields'
import { DialogFormActions, FirstNameField, LastNameField, useDialogForm } from './dialog-form'
import { LeadFormElement } from './LeadForm.client'
import { reportRefusal, TOAST_MS } from './useLeadForm'
import { lazyResolver } from './lazyResolver'

const resolver = lazyResolver(async () => (await import('@/lib/leads/schemas')).brochureFormSchema)

const BROCHURE_ENDPOINT = '/api/send-brochure'

const empty: BrochureFormInput = { firstName: '', lastName: '', email: '', phone: '' }
const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

interface BrochureDialogProps {
  yachtName: string
  yachtSlug: string
  brochureUrl: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Starts the PDF download in the browser ("the brochure download starts"). */
function startDownload(url: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = ''
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** "Get Brochure": mails the brochure link, records the lead, downloads the PDF. */
export function BrochureDialog({ yachtName, yachtSlug, brochureUrl, open, onOpenChange }: BrochureDialogProps) {
  const t = useTranslations('Forms')
  const { lead, form, field, busy } = useDialogForm({ open, resolver, empty })

  const onSubmit = (values: BrochureFormValues) =>
    lead.once(async () => {
      const toastId = toast.loading(t('brochure.sending'))
      const outcome = await postLead(BROCHURE_ENDPOINT, { ...values, yachtName, yachtSlug, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(t('brochure.sent', { email: values.email }), { id: toastId, duration: TOAST_MS })
        if (brochureUrl) startDownload(brochureUrl)
        form.setValue('email', '')
        lead.renew()
        onOpenChange(false)
        return
      }
      reportRefusal(
        outcome,
        { names: FIELDS, setError: form.setError },
        { failure: t('brochure.failed'), unreachable: t('failed'), toastId },
      )
    })

  return (
    <Dialog open={open} onOpenChange={onOpenChange} busy={busy} layout="sheet" className="px-6 pt-10 pb-8 sm:p-10">
      <p className="label-caps text-gold">{yachtName}</p>
      <DialogTitle className="mt-3 font-display text-3xl font-light sm:text-4xl">{t('brochure.title')}</DialogTitle>
      <DialogDescription className="mt-3 text-sm text-mist">
        {t('brochure.description', { yacht: yachtName })}
      </DialogDescription>
      <LeadFormElement submit={form.handleSubmit(onSubmit)} preload={resolver.preload} busy={busy} className="mt-8">
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t('brochure.legend')}</legend>
          <FirstNameField {...field('firstName')} />
          <LastNameField {...field('lastName')} />
          <EmailField className="sm:col-span-2" {...field('email')} />
          <PhoneField className="sm:col-span-2" {...field('phone')} />
        </fieldset>
        <DialogFormActions busy={busy} submitText={t('brochure.submit')} honeypot={lead.honeypot} />
      </LeadFormElement>
      <DialogCloseButton disabled={busy} />
    </Dialog>
  )
}
