import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ConsultationProvider, ConsultationTrigger } from '@/components/dialogs/ConsultationDialog.client'
import { consultationChoices } from '@/components/dialogs/consultation'
import type { Locale } from '@/lib/i18n/config'

import { renderIn } from './intl'

const contact = {
  phone: '+216 71 433 800',
  whatsapp: '21671433800',
  email: 'info@wama-yachts.com',
  calendarUrl: 'https://calendly.com/wama-yachts/consultation',
}

describe('consultation choices', () => {
  it('builds the four new-tab targets from settings', () => {
    expect(consultationChoices(contact).map((c) => [c.id, c.detail, c.href])).toEqual([
      ['calendar', null, contact.calendarUrl],
      ['call', contact.phone, 'tel:+21671433800'],
      ['whatsapp', contact.phone, 'https://wa.me/21671433800'],
      ['email', contact.email, 'mailto:info@wama-yachts.com'],
    ])
  })

  it('falls back to the phone number for WhatsApp', () => {
    const whatsapp = consultationChoices({ ...contact, whatsapp: '' }).find((c) => c.id === 'whatsapp')
    expect(whatsapp?.href).toBe('https://wa.me/21671433800')
  })
})

describe('ConsultationProvider', () => {
  function setup(locale: Locale = 'en') {
    const user = userEvent.setup()
    renderIn(
      <ConsultationProvider contact={contact}>
        <ConsultationTrigger>Book Consultation</ConsultationTrigger>
        <ConsultationTrigger title="Visit the Yard">Plan a visit</ConsultationTrigger>
      </ConsultationProvider>,
      locale,
    )
    return user
  }

  it('opens the dialog with the default title, the two texts and four new-tab choices; Escape returns focus', async () => {
    const user = setup()
    const trigger = screen.getByRole('button', { name: 'Book Consultation' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Your Private Consultation' })
    expect(
      within(dialog).getByText('Choose how you’d like to connect with our luxury yacht experts.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Our concierge team is available 24/7 for all inquiries.')).toBeInTheDocument()
    const links = within(dialog).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Open CalendarSchedule onlinePick a time in our booking calendar (opens in a new tab)',
      `Call DirectlySpeak with us instantly${contact.phone} (opens in a new tab)`,
      `WhatsAppChat now for support${contact.phone} (opens in a new tab)`,
      `EmailSend your request via email${contact.email} (opens in a new tab)`,
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(trigger).toHaveFocus()
  })

  it('takes a title override from the trigger', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Plan a visit' }))
    expect(await screen.findByRole('dialog', { name: 'Visit the Yard' })).toBeInTheDocument()
  })

  it('speaks French on a French page', async () => {
    const user = setup('fr')
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Planifiez votre consultation privée' })
    expect(within(dialog).getByText('Consultation privée')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: /^Appel direct/ })).toHaveAttribute('href', 'tel:+21671433800')
    expect(within(dialog).getByRole('link', { name: /^Ouvrir l’agenda/ })).toHaveAccessibleName(
      /s’ouvre dans un nouvel onglet/,
    )
  })
})
