'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { clientOnly } from '@/components/ui/clientOnly'
import { useLatch } from '@/components/ui/useLatch'

import type { ChosenSlot } from './BookingDialog.client'

// The dialog, its form and Radix load on the first choice of a time.
const BookingDialog = clientOnly(() => import('./BookingDialog.client').then((m) => m.BookingDialog))

export interface SlotChoice {
  id: string
  /** "10:30" */
  hour: string
  /** "Saturday 12 June, 10:30 (Tunis, GMT+1)" */
  time: string
  placesLeft: number
}

interface EventSlotsProps {
  eventId: number
  eventTitle: string
  place: string
  days: ReadonlyArray<{ day: string; slots: readonly SlotChoice[] }>
  yachts: ReadonlyArray<{ slug: string; name: string }>
}

/** An event's times, day by day: each free one opens the booking form, a full one says so. */
export function EventSlots({ eventId, eventTitle, place, days, yachts }: EventSlotsProps) {
  const t = useTranslations('Events')
  const [chosen, setChosen] = useState<ChosenSlot | null>(null)
  const [open, setOpen] = useState(false)
  const mounted = useLatch(open)
  return (
    <>
      <div className="space-y-6">
        {days.map(({ day, slots }) => (
          <div key={day}>
            <h4 className="label-caps text-mist">{day}</h4>
            <ul className="mt-3 flex flex-wrap gap-3">
              {slots.map((slot) => {
                const full = slot.placesLeft === 0
                return (
                  <li key={slot.id}>
                    <button
                      type="button"
                      disabled={full}
                      aria-label={full ? `${slot.time} — ${t('full')}` : t('book', { time: slot.time })}
                      onClick={() => {
                        setChosen({ eventId, eventTitle, slotId: slot.id, time: slot.time, place })
                        setOpen(true)
                      }}
                      className="flex min-h-11 min-w-[7.5rem] flex-col items-start border border-gold/40 px-4 py-2 text-start transition-colors hover:border-gold hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright disabled:cursor-not-allowed disabled:border-bone/15 disabled:hover:bg-transparent"
                    >
                      <span className={`text-lg ${full ? 'text-mist line-through' : 'text-bone'}`}>{slot.hour}</span>
                      <span className={`text-xs ${full ? 'text-mist' : 'text-gold'}`}>
                        {full ? t('full') : t('placesLeft', { count: slot.placesLeft })}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
      {mounted && chosen && <BookingDialog slot={chosen} yachts={yachts} open={open} onOpenChange={setOpen} />}
    </>
  )
}
