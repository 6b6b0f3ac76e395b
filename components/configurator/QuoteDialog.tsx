import { useLocale, useTranslations } from 'next-intl'
import toast from 'react-hot-toast'

import { CheckboxField, EmailField, MessageField, PhoneField, TextField, ToastText } from '@/components/forms/fields'
import { CountryField, DialogFormActions, useDialogForm } from '@/components/forms/dialog-form'
import { LeadFormElement } from '@/components/forms/LeadForm.client'
import { QualificationFields } from '@/components/forms/QualificationFields'
import { lazyResolver } from '@/components/forms/lazyResolver'
import { reportRefusal, TOAST_MS } from '@/components/forms/useLeadForm'
import type { PricedConfiguration } from '@/lib/configurator/pricing'
import type { QuoteFormInput, QuoteFormValues } from '@/lib/configurator/quote-schema'
import type { Selection } from '@/lib/configurator/selection'
import { formatEuros } from '@/lib/i18n/config'
import { postLead } from '@/lib/leads/client'
import { LIMITS } from '@/lib/leads/constants'
import { NO_QUALIFICATION, QUALIFICATION_FIELDS } from '@/lib/leads/qualification'

import { DialogShell } from './DialogShell'

const resolver = lazyResolver(async () => (await import('@/lib/configurator/quote-schema')).quoteFormSchema)

const QUOTE_ENDPOINT = '/api/send-configuration'

const emptyForm: QuoteFormInput = {
  name: '',
  email: '',
  phone: '',
  country: '',
  message: '',
  ...NO_QUALIFICATION,
  consent: false,
}
const FIELDS = ['name', 'email', 'phone', 'country', 'message', ...QUALIFICATION_FIELDS, 'consent'] as const

interface QuoteDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  selection: Selection
  priced: PricedConfiguration
}

/** The clash or the missing choice the server names when the catalogue changed under the visitor's build. */
function conflictText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('error' in body) || typeof body.error !== 'string') return undefined
  return 'conflicts' in body || 'unknown' in body ? body.error : undefined
}

/** The code the server kept the build under. */
function buildCodeOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined
}

/**
 * "Request a quote": sent as a `configuration` lead. Only ids travel; the server prices them again.
 * Messages follow the yacht information form.
 */
export function QuoteDialog({ open, onOpenChange, selection, priced }: QuoteDialogProps) {
  const t = useTranslations('Forms')
  const locale = useLocale()
  const { lead, form, field, busy } = useDialogForm({ open, resolver, empty: emptyForm })

  const onSubmit = (values: QuoteFormValues) =>
    lead.once(async () => {
      const outcome = await postLead(QUOTE_ENDPOINT, { ...values, consent: true, selection, ...lead.meta() })
      if (outcome.kind === 'ok') {
        const code = buildCodeOf(outcome.body)
        const body = code ? t('quote.sentCode', { code }) : t('information.sentBody')
        toast.success(<ToastText title={t('information.sent')} body={body} />, {
          duration: TOAST_MS,
        })
        form.reset(emptyForm)
        lead.renew()
        onOpenChange(false)
        return
      }
      const conflict = outcome.kind === 'failed' ? conflictText(outcome.body) : undefined
      reportRefusal(
        outcome,
        { names: FIELDS, setError: form.setError },
        { failure: conflict ?? t('information.failed'), unreachable: t('failed') },
      )
    })

  const engine = priced.lines.find((l) => l.kind === 'engine')?.name ?? t('quote.noEngine')
  const options = t('quote.options', { count: priced.lines.filter((l) => l.kind === 'option').length })

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      wide
      title={t('quote.title')}
      description={t.rich('quote.description', {
        model: priced.model,
        total: formatEuros(priced.total, locale),
        engine,
        options,
        price: (chunks) => <span className="text-gold">{chunks}</span>,
      })}
    >
      <LeadFormElement submit={form.handleSubmit(onSubmit)} preload={resolver.preload} busy={busy}>
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t('quote.legend')}</legend>
          <TextField label={t('fields.name')} autoComplete="name" maxLength={LIMITS.name} {...field('name')} />
          <EmailField {...field('email')} />
          <PhoneField {...field('phone')} />
          <CountryField {...field('country')} />
          <MessageField label={t('fields.messageOptional')} rows={3} {...field('message')} />
          <QualificationFields
            id={(name) => field(name).id}
            bind={(name) => form.register(name)}
            errors={form.formState.errors}
          />
          <CheckboxField className="sm:col-span-2" label={t('consent', { product: 'WAMA' })} {...field('consent')} />
        </fieldset>
        <DialogFormActions busy={busy} submitText={t('quote.submit')} honeypot={lead.honeypot} />
      </LeadFormElement>
    </DialogShell>
  )
}
