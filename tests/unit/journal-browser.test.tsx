import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { type JournalEntry, JournalBrowser } from '@/components/journal/JournalBrowser.client'
import { PostCard } from '@/components/journal/PostCard'
import { type PostCardData, formatPostDate, matchCategory, readMinutes } from '@/lib/journal/cards'
import type { Locale } from '@/lib/i18n/config'

import { renderIn } from './intl'

let mockPath = '/blog'
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({}),
}))
const render = (ui: React.ReactElement, locale: Locale = 'en') => renderIn(ui, locale)

jest.mock('next/image', () => ({
  __esModule: true,
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
  getImageProps: ({ src, alt }: { src: string; alt: string }) => ({ props: { src, alt } }),
}))

const data = (slug: string, category: string): PostCardData => ({
  slug,
  title: `Title ${slug}`,
  category,
  image: '/art/x.webp',
  imageFocus: '',
  imageAlt: `alt ${slug}`,
  date: '2025-05-20',
  dateLabel: '20 May 2025',
  readTime: 4,
  summary: 'summary',
})

const entry = (slug: string, category: string): JournalEntry => ({
  slug,
  category,
  card: <PostCard post={data(slug, category)} sizes="100vw" />,
})
const posts = [entry('a', 'Engineering'), entry('b', 'Design'), entry('c', 'Engineering'), entry('d', 'Lifestyle')]
const categories = ['Engineering', 'Design', 'Lifestyle']

describe('journal helpers', () => {
  it('matches ?category= case-insensitively and ignores unknown names', () => {
    expect(matchCategory('design', categories)).toBe('Design')
    expect(matchCategory('Design', categories)).toBe('Design')
    expect(matchCategory('nope', categories)).toBeNull()
    expect(matchCategory(null, categories)).toBeNull()
  })

  it('formats dates in the page language and rounds read times to whole minutes', () => {
    expect(formatPostDate('2025-05-20', 'en')).toBe('20 May 2025')
    expect(formatPostDate('2025-05-20', 'fr')).toBe('20 mai 2025')
    expect(formatPostDate('not a date', 'en')).toBe('not a date')
    expect(readMinutes(4)).toBe(4)
    expect(readMinutes(0)).toBe(1)
  })
})

describe('<JournalBrowser>', () => {
  beforeEach(() => {
    mockPath = '/blog'
    window.history.replaceState(null, '', '/blog')
  })

  const titles = () =>
    within(screen.getByTestId('journal-grid'))
      .getAllByRole('link')
      .map((a) => a.textContent)

  it('shows "all" plus each category, with every post by default', () => {
    render(<JournalBrowser posts={posts} categories={categories} />)
    const group = screen.getByRole('navigation', { name: /category/i })
    expect(
      within(group)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['all', 'Engineering', 'Design', 'Lifestyle'])
    // Plain links: a filter clicked before hydration or without JavaScript still reaches the filtered URL.
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog', '/blog?category=Engineering', '/blog?category=Design', '/blog?category=Lifestyle'])
    expect(screen.getByRole('link', { name: 'all' })).toHaveAttribute('aria-current', 'true')
    expect(titles()).toEqual(['Title a', 'Title b', 'Title c', 'Title d'])
  })

  it('filters by the category in the URL', () => {
    window.history.replaceState(null, '', '/blog?category=Engineering')
    render(<JournalBrowser posts={posts} categories={categories} />)
    expect(screen.getByRole('link', { name: 'Engineering' })).toHaveAttribute('aria-current', 'true')
    expect(titles()).toEqual(['Title a', 'Title c'])
  })

  it('writes the chosen category to the URL', async () => {
    const user = userEvent.setup()
    render(<JournalBrowser posts={posts} categories={categories} />)
    await user.click(screen.getByRole('link', { name: 'Design' }))
    expect(window.location.search).toBe('?category=Design')
    expect(screen.getByRole('link', { name: 'Design' })).toHaveAttribute('aria-current', 'true')
    expect(titles()).toEqual(['Title b'])
    await act(async () => {
      await user.click(screen.getByRole('link', { name: 'all' }))
    })
    expect(window.location.search).toBe('')
    expect(titles()).toEqual(['Title a', 'Title b', 'Title c', 'Title d'])
  })

  it('links every card to /blog/{slug}', () => {
    render(<JournalBrowser posts={posts} categories={categories} />)
    expect(screen.getByRole('link', { name: 'Title b' })).toHaveAttribute('href', '/blog/b')
  })

  it('shows the read time and the article count', () => {
    render(<JournalBrowser posts={posts} categories={categories} />)
    expect(screen.getAllByText('4 min read')).toHaveLength(4)
    expect(screen.getByText('4 articles')).toBeInTheDocument()
  })

  it('speaks French on a French page and keeps its filters and cards under /fr', () => {
    mockPath = '/fr/blog'
    window.history.replaceState(null, '', '/fr/blog?category=Design')
    render(<JournalBrowser posts={posts} categories={categories} />, 'fr')
    const group = screen.getByRole('navigation', { name: 'Filtrer les articles par catégorie' })
    expect(within(group).getByRole('link', { name: 'tous' })).toHaveAttribute('href', '/fr/blog')
    expect(within(group).getByRole('link', { name: 'Design' })).toHaveAttribute('href', '/fr/blog?category=Design')
    expect(screen.getByText('1 article dans la catégorie Design')).toBeInTheDocument()
    expect(screen.getByText('4 min de lecture')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Title b' })).toHaveAttribute('href', '/fr/blog/b')
  })
})
