import { TZDate } from '@date-fns/tz'

import type { Event } from '@/lib/cms/payload-types'

/**
 * The demo events a fresh site opens with: sea-trial days at the yard on the next two Saturdays at least a week
 * after seeding, and the autumn boat shows. English and French side by side.
 */

type Words = Pick<Event, 'title' | 'place' | 'stand' | 'description'>

interface DemoEvent {
  kind: Event['kind']
  startsOn: string
  endsOn: string
  en: Words
  fr: Words
  /** Local times, on `timeZone`'s clock. */
  slots: Array<{ day: string; time: string; minutes: number; capacity: number }>
  timeZone: NonNullable<Event['slots']>[number]['starts_at_tz']
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

function saturdaysFrom(now: Date, count: number): string[] {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7))
  first.setUTCDate(first.getUTCDate() + ((6 - first.getUTCDay() + 7) % 7))
  return Array.from({ length: count }, (_, i) => isoDay(new Date(first.getTime() + i * 7 * 86_400_000)))
}

function demoEvents(now: Date): DemoEvent[] {
  const trials = saturdaysFrom(now, 2)
  const showTimes = ['10:00', '11:30', '14:00', '15:30', '17:00']
  return [
    {
      kind: 'sea-trial',
      startsOn: trials[0] ?? '',
      endsOn: trials[1] ?? '',
      timeZone: 'Africa/Tunis',
      en: {
        title: 'Sea-trial Saturdays at the yard',
        place: 'WAMA yard, Megrine, and the Gulf of Tunis',
        stand: null,
        description:
          'Two hours on board the WAMA 26 or the WAMA 42 with one of our skippers, then a walk through the yard where your boat would be built. One party per sailing.',
      },
      fr: {
        title: 'Les samedis d’essai au chantier',
        place: 'Chantier WAMA, Mégrine, et le golfe de Tunis',
        stand: null,
        description:
          'Deux heures à bord du WAMA 26 ou du WAMA 42 avec l’un de nos skippers, puis une visite du chantier où votre bateau serait construit. Un seul groupe par sortie.',
      },
      slots: trials.flatMap((day) =>
        ['09:30', '12:00', '15:00'].map((time) => ({ day, time, minutes: 120, capacity: 1 })),
      ),
    },
    {
      kind: 'boat-show',
      startsOn: '2027-09-07',
      endsOn: '2027-09-12',
      timeZone: 'Europe/Paris',
      en: {
        title: 'Cannes Yachting Festival 2027',
        place: 'Vieux Port, Cannes',
        stand: 'Quai Laubeuf, QL 112',
        description:
          'The WAMA 42 afloat and the WAMA 26 on the quay. Book a private hour aboard with our sales team, away from the crowds.',
      },
      fr: {
        title: 'Cannes Yachting Festival 2027',
        place: 'Vieux Port, Cannes',
        stand: 'Quai Laubeuf, QL 112',
        description:
          'Le WAMA 42 à flot et le WAMA 26 sur le quai. Réservez une heure privée à bord avec notre équipe commerciale, loin de la foule.',
      },
      slots: ['2027-09-07', '2027-09-08'].flatMap((day) =>
        showTimes.map((time) => ({ day, time, minutes: 60, capacity: 2 })),
      ),
    },
    {
      kind: 'boat-show',
      startsOn: '2027-09-16',
      endsOn: '2027-09-21',
      timeZone: 'Europe/Rome',
      en: {
        title: 'Genoa International Boat Show 2027',
        place: 'Fiera di Genova, Genoa',
        stand: 'Pavilion B, B-214',
        description:
          'Meet the designers of the WAMA 42 and see the hull construction samples. Meetings of 45 minutes, for two people at a time.',
      },
      fr: {
        title: 'Salon nautique international de Gênes 2027',
        place: 'Fiera di Genova, Gênes',
        stand: 'Pavillon B, B-214',
        description:
          'Rencontrez les concepteurs du WAMA 42 et découvrez les échantillons de construction de la coque. Rendez-vous de 45 minutes, deux personnes à la fois.',
      },
      slots: ['2027-09-17', '2027-09-18'].flatMap((day) =>
        showTimes.map((time) => ({ day, time, minutes: 45, capacity: 2 })),
      ),
    },
  ]
}

/** The demo events as the Events collection stores them, English words first, French beside. */
export function seededEvents(now: Date) {
  return demoEvents(now).map((event) => {
    const slots = event.slots.map(({ day, time, minutes, capacity }) => {
      const [y = 0, m = 1, d = 1] = day.split('-').map(Number)
      const [h = 0, min = 0] = time.split(':').map(Number)
      const startsAt = new TZDate(y, m - 1, d, h, min, event.timeZone)
      return { starts_at: new Date(startsAt.getTime()).toISOString(), starts_at_tz: event.timeZone, minutes, capacity }
    })
    return {
      key: `event:${event.en.title}`,
      data: {
        kind: event.kind,
        starts_on: `${event.startsOn}T00:00:00.000Z`,
        ends_on: `${event.endsOn}T00:00:00.000Z`,
        ...event.en,
        slots,
      },
      fr: event.fr,
    }
  })
}
