import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Button } from '@/components/ui/Button'

describe('Button', () => {
  it('is a plain button by default, so a click inside a form does not submit it', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={submitted}>
        <Button>Open</Button>
        <Button type="submit">Send</Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(submitted).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(submitted).toHaveBeenCalledTimes(1)
  })
})
