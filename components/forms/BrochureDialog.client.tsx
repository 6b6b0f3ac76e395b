'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { Button } from '@/components/ui/Button'
import { postLead } from '@/lib/leads/client'
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

/** Starts the PDF download in the browser (spec §8: "the brochure download starts"). */
function startDownload(url: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = ''
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** "Get Brochure" (spec §2, §5, §8): mails the brochure link, records the lead, downloads the PDF. */
export function BrochureDialog({ yachtName, yachtSlug, brochureUrl, open, onOpenChange }: BrochureDialogProps) {
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
      const toastId = toast.loading('Sending brochures...')
      const outcome = await postLead(BROCHURE_ENDPOINT, { ...values, yachtName, yachtSlug, ...lead.meta() })
      if (outcome.kind === 'ok') {
        toast.success(`Brochures sent to ${values.email}! Your download will start shortly.`, {
          id: toastId,
          duration: TOAST_MS,
        })
        if (brochureUrl) startDownload(brochureUrl)
        setValue('email', '')
        lead.renew()
        onOpenChange(false)
        return
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.fields, FIELDS, setError)
      if (outcome.kind === 'error')
        toast.error('Something went wrong. Please try again.', { id: toastId, duration: TOAST_MS })
      else toast.error('Failed to send brochures. Please try again later.', { id: toastId, duration: TOAST_MS })
    })

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80 backdrop-blur-sm data-[state=open]:animate-in data-[state=open]:fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto border-t hairline bg-charcoal px-6 pb-8 pt-10 text-bone shadow-2xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:border sm:p-10">
          <p className="label-caps text-gold">{yachtName}</p>
          <Dialog.Title className="mt-3 font-display text-3xl font-light sm:text-4xl">Get the Brochure</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-mist">
            Leave your details: we email you the {yachtName} brochure and your download starts right away.
          </Dialog.Description>
          <form
            onSubmit={(event) => void handleSubmit(onSubmit)(event)}
            onFocus={resolver.preload}
            noValidate
            aria-busy={isSubmitting}
            className="relative mt-8"
          >
            <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
              <legend className="sr-only">Your details</legend>
              <TextField
                id={id('first')}
                label="First Name"
                autoComplete="given-name"
                maxLength={80}
                error={errors.firstName}
                {...register('firstName')}
              />
              <TextField
                id={id('last')}
                label="Last Name"
                autoComplete="family-name"
                maxLength={80}
                error={errors.lastName}
                {...register('lastName')}
              />
              <EmailField id={id('email')} className="sm:col-span-2" error={errors.email} {...register('email')} />
              <PhoneField id={id('phone')} className="sm:col-span-2" error={errors.phone} {...register('phone')} />
            </fieldset>
            <Honeypot inputRef={lead.honeypot} />
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={isSubmitting}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={isSubmitting}>
                {isSubmitting ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border border-current border-t-transparent"
                    />
                    Sending…
                  </>
                ) : (
                  'Send Brochure'
                )}
              </Button>
            </div>
          </form>
          <Dialog.Close
            aria-label="Close"
            disabled={isSubmitting}
            className="absolute right-3 top-3 inline-flex size-11 items-center justify-center text-mist transition-colors hover:text-gold disabled:opacity-50"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
              <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
