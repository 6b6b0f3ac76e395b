'use client'

import { DeferredForm } from './DeferredForm.client'
import { NewsletterFields } from './NewsletterFields'

const loadNewsletter = () => import('./NewsletterForm.client').then((m) => m.NewsletterForm)

/** The footer's newsletter form on every page: plain HTML until the visitor nears or touches it. */
export function DeferredNewsletterForm() {
  return (
    <DeferredForm
      load={loadNewsletter}
      formProps={{}}
      shell={(prefix) => <NewsletterFields idPrefix={prefix} input={{ defaultValue: '' }} />}
    />
  )
}
