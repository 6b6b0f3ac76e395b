import type { Metadata } from 'next'

import { FeaturedPosts } from '@/components/journal/FeaturedPosts'
import { JournalBrowser } from '@/components/journal/JournalBrowser.client'
import { JournalEmpty } from '@/components/journal/JournalEmpty'
import { toCard } from '@/components/journal/toCard'
import { JsonLd } from '@/components/seo/JsonLd'
import { CONTAINER } from '@/components/ui/layout'
import { FALLBACK_IMAGE, getFeaturedPosts, getPosts, postCategories } from '@/lib/cms'
import { env } from '@/lib/env'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'

const description =
  'The WAMA Journal: engineering notes from the yard, design stories, cruising itineraries and life aboard our monohulls and power catamarans.'

export async function generateMetadata(): Promise<Metadata> {
  const featured = await getFeaturedPosts()
  const post = featured[0]
  return pageMetadata({
    title: 'The WAMA Journal',
    description,
    path: '/blog',
    image: post ? { url: shareCardUrl.post(post.slug), alt: post.title } : null,
  })
}

export default async function BlogPage() {
  const [posts, featured] = await Promise.all([getPosts(), getFeaturedPosts()])
  const cards = posts.map((p) => toCard(p, FALLBACK_IMAGE))
  const categories = postCategories(posts)
  return (
    <main id="main">
      <JsonLd things={[breadcrumbLd([{ name: 'Journal', path: '/blog' }], env().publicSiteUrl)]} />
      <header className="bg-black pt-36 pb-16 md:pt-48 md:pb-24">
        <div className={CONTAINER}>
          <p className="flex items-center gap-4 label-caps text-gold">
            <span aria-hidden="true" className="h-px w-10 bg-current opacity-60" />
            Journal
          </p>
          <h1 className="mt-6 font-display text-6xl leading-[0.95] font-light md:text-8xl xl:text-9xl">
            The WAMA Journal
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-mist">
            Notes from the yard in Megrine: how our yachts are engineered and designed, where to take them, and what
            life aboard is like.
          </p>
        </div>
      </header>

      {posts.length === 0 ? (
        <JournalEmpty />
      ) : (
        <div className={`${CONTAINER} grid grid-cols-1 gap-24 py-16 md:gap-32 md:py-24`}>
          <FeaturedPosts posts={featured.slice(0, 3).map((p) => toCard(p, FALLBACK_IMAGE))} />
          {/* The list stays prerendered: the island reads ?category= in the browser; until then all articles show. */}
          <JournalBrowser posts={cards} categories={categories} />
        </div>
      )}
    </main>
  )
}
