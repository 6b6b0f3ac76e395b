import type { Testimonial } from '@/lib/cms/types'

export const defaultTestimonials: Testimonial[] = [
  {
    id: 'testimonial-wama-42-marseille',
    quote:
      'We visited the yard three times during the build and each time the same welder walked us round our own hull. At sea she is exactly what they promised: quiet, level and completely unflustered when the mistral catches us out.',
    author: 'Marc D.',
    position: 'Owner, Marseille',
    yacht: 'WAMA 42',
    featured: true,
    display_order: 1,
  },
  {
    id: 'testimonial-wama-26-hammamet',
    quote:
      'The WAMA 26 is two boats in one. In the morning we run to the islands at forty knots; in the afternoon we fill the ballast and the children surf until sunset. The forward drive gave us real peace of mind.',
    author: 'Sami K.',
    position: 'Owner, Hammamet',
    yacht: 'WAMA 26',
    featured: true,
    display_order: 2,
  },
  {
    id: 'testimonial-wama-42-malta',
    quote:
      'What convinced me was the build file. Every weld, every cable, every material is documented. Two seasons on, I have not needed it, but I know exactly what I own.',
    author: 'Elena V.',
    position: 'Owner, Valletta',
    yacht: 'WAMA 42',
    featured: true,
    display_order: 3,
  },
  {
    id: 'testimonial-wama-26-nice',
    quote:
      'I configured the boat online one evening, and a week later I was in Megrine choosing the leather with the upholsterer who would stitch it. That is not something you get from a big production yard.',
    author: 'Julien R.',
    position: 'Owner, Nice',
    yacht: 'WAMA 26',
    featured: false,
    display_order: 4,
  },
  {
    id: 'testimonial-wama-42-tunis',
    quote:
      'We anchor in water other yachts cannot reach and we never roll. Our guests keep asking when they can come back. The concierge team has answered every call, at any hour.',
    author: 'Leila B.',
    position: 'Owner, Tunis',
    yacht: 'WAMA 42',
    featured: false,
    display_order: 5,
  },
]
