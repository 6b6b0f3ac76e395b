import { render, screen } from '@testing-library/react'

import ArticleLoading from '@/app/(site)/blog/[slug]/loading'
import JournalLoading from '@/app/(site)/blog/loading'

describe('journal loading states (client navigation)', () => {
  it('the list shows "Loading articles..."', () => {
    render(<JournalLoading />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...')
  })

  it('a post shows "Loading article..."', () => {
    render(<ArticleLoading />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading article...')
  })
})
