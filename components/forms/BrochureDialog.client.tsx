'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { Button } from '@/components/ui/Button'
import { Dialog, DialogClose, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'
import { postLead } from '@/lib/leads/client'
import { LIMITS } from '@/lib/leads/constants'
import type { BrochureFormInput, BrochureFormValues } from '@/lib/leads/schemas'

import { EmailField, Honeypot, PhoneField, TextField } from './fields'
import { showServerErrors, TOAST_MS, useLeadForm } from './useLeadForm'
import { lazyResolver } from './lazyResolver'

const resolver = lazyResolver<BrochureFormInput, BrochureFormValues>(async () => {
  const [{ zodResolver }, { brochureFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/leads/schemas'),
  ])
  return zodResolver(brochureFormSchema)
})

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
  const uid = useId()
  const id = (name: string) => `${uid}-brochure-${name}`
  const lead = useLeadForm()
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BrochureFormInput, unknown, BrochureFormValues>({ resolver, defaultValues: empty })

  const { restartClock } = lead
  useEffect(() => {
    if (open) restartClock()
  }, [open, restartClock])

  const onSubmit = (values: BrochureFormValues) =>
    lead.once(async () => {
      const toastId = toast.loading(t('brochure.sending'))
      const outcome = await postLead(BROCHURE_ENDPOINT, { ...values, yachtName, yachtSlug, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(t('brochure.sent', { email: values.email }), { id: toastId, duration: TOAST_MS })
        if (brochureUrl) startDownload(brochureUrl)
        setValue('email', '')
        lead.renew()
        onOpenChange(false)
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, FIELDS, setError)
      if (outcome.kind === 'error') toast.error(t('failed'), { id: toastId, duration: TOAST_MS })
      else toast.error(t('brochure.failed'), { id: toastId, duration: TOAST_MS })
    })

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      layout="sheet"
      className="px-6 pt-10 pb-8 sm:p-10"
    >
      <p className="label-caps text-gold">{yachtName}</p>
      <DialogTitle className="mt-3 font-display text-3xl font-light sm:text-4xl">{t('brochure.title')}</DialogTitle>
      <DialogDescription className="mt-3 text-sm text-mist">
        {t('brochure.description', { yacht: yachtName })}
      </DialogDescription>
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        onFocus={resolver.preload}
        noValidate
        aria-busy={isSubmitting}
        className="relative mt-8"
      >
        <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t('brochure.legend')}</legend>
          <TextField
            id={id('first')}
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={LIMITS.firstName}
            error={errors.firstName}
            {...register('firstName')}
          />
          <TextField
            id={id('last')}
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={LIMITS.lastName}
            error={errors.lastName}
            {...register('lastName')}
          />
          <EmailField id={id('email')} className="sm:col-span-2" error={errors.email} {...register('email')} />
          <PhoneField id={id('phone')} className="sm:col-span-2" error={errors.phone} {...register('phone')} />
        </fieldset>
        <Honeypot inputRef={lead.honeypot} />
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border border-current border-t-transparent"
                />
                {t('sending')}
              </>
            ) : (
              t('brochure.submit')
            )}
          </Button>
        </div>
      </form>
      <DialogCloseButton disabled={isSubmitting} />
    </Dialog>
  )
}
