'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { postLead } from '@/lib/leads/client'
import { isJsonObject } from '@/lib/json'

const CHANGE_ENDPOINT = '/api/events/booking'

interface ManageBookingProps {
  token: string
  cancelled: boolean
  /** Other times of the event with a free place. */
  others: ReadonlyArray<{ id: string; time: string; placesLeft: number }>
}

type Notice = { tone: 'done' | 'problem'; text: string } | null

/** Move the booking to another time, or cancel it (asked twice); the page then shows the booking as it now is. */
export function ManageBooking({ token, cancelled, others }: ManageBookingProps) {
  const t = useTranslations('Events')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)

  const change = async (action: 'cancel' | 'move', slot?: string) => {
    if (busy) return
    setBusy(true)
    setNotice(null)
    const outcome = await postLead(CHANGE_ENDPOINT, {
      token,
      action,
      slot,
      locale: document.documentElement.lang.slice(0, 2),
    })
    setBusy(false)
    setConfirming(false)
    if (outcome.kind === 'ok') {
      setNotice({ tone: 'done', text: action === 'cancel' ? t('cancelled') : t('moved') })
      router.refresh()
      return
    }
    const said = outcome.kind === 'failed' && isJsonObject(outcome.body) ? outcome.body.error : null
    setNotice({ tone: 'problem', text: typeof said === 'string' ? said : t('changeFailed') })
    router.refresh()
  }

  const status = (
    <p role="status" className={notice?.tone === 'problem' ? 'text-red-300' : 'text-gold'}>
      {notice?.text}
    </p>
  )
  if (cancelled) {
    return (
      <div className="space-y-6">
        {status}
        <p className="text-bone/90">{t('cancelledNote')}</p>
      </div>
    )
  }
  return (
    <div className="space-y-10">
      {status}
      <section aria-labelledby="move-title">
        <h2 id="move-title" className="font-display text-2xl font-light">
          {t('moveTitle')}
        </h2>
        {others.length === 0 ? (
          <p className="mt-4 text-mist">{t('noOtherTimes')}</p>
        ) : (
          <ul className="mt-5 flex flex-col gap-3">
            {others.map((slot) => (
              <li key={slot.id}>
                <Button
                  variant="outline"
                  disabled={busy}
                  className="w-full justify-between sm:w-auto"
                  onClick={() => void change('move', slot.id)}
                >
                  <span>{t('moveTo', { time: slot.time })}</span>
                  <span className="text-xs text-gold normal-case tracking-normal">
                    {t('placesLeft', { count: slot.placesLeft })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cancel-title" className="border-t border-gold/20 pt-8">
        <h2 id="cancel-title" className="sr-only">
          {t('cancel')}
        </h2>
        {confirming ? (
          <div className="space-y-5">
            <p className="text-bone/90">{t('cancelConfirm')}</p>
            <div className="flex flex-wrap gap-3">
              <Button variant="primary" disabled={busy} onClick={() => void change('cancel')}>
                {busy ? t('working') : t('cancel')}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                {t('keep')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            {t('cancel')}
          </Button>
        )}
      </section>
    </div>
  )
}
