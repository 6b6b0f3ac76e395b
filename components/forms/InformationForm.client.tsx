'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { QUALIFICATION_FIELDS } from '@/lib/leads/qualification'

import type { DeferredState } from './DeferredForm.client'
import { INFORMATION_EMPTY, InformationFields } from './InformationFields'
import { lazyResolver } from './lazyResolver'
import { LeadForm } from './LeadForm.client'

const resolver = lazyResolver(async () => (await import('@/lib/leads/schemas')).informationFormSchema)

const INFORMATION_ENDPOINT = '/api/send-email'

const FIELDS = ['name', 'email', 'phone', 'message', ...QUALIFICATION_FIELDS, 'consent'] as const

/** The yacht page's "Request Information" form: sent to /api/send-email with the yacht's name as interest. */
export function InformationForm({
  yachtName,
  yachtSlug,
  idPrefix,
  ...deferred
}: { yachtName: string; yachtSlug: string } & DeferredState) {
  const t = useTranslations('Forms.information')
  const uid = useId()
  const id = (name: string) => `${idPrefix ?? uid}-${yachtSlug}-${name}`
  return (
    <LeadForm
      {...deferred}
      endpoint={INFORMATION_ENDPOINT}
      resolver={resolver}
      empty={INFORMATION_EMPTY}
      fields={FIELDS}
      extra={{ interest: yachtName, yachtName }}
      success={{ title: t('sent'), body: t('sentBody') }}
      failure={t('failed')}
      legend={t('legend', { yacht: yachtName })}
      submitText={t('submit')}
    >
      {({ bind, errors }) => <InformationFields id={id} bind={bind} yachtName={yachtName} errors={errors} />}
    </LeadForm>
  )
}
