import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FeaturedPosts } from '@/components/journal/FeaturedPosts'
import { JournalBrowser } from '@/components/journal/JournalBrowser.client'
import { JournalEmpty } from '@/components/journal/JournalEmpty'
import { PostCard } from '@/components/journal/PostCard'
import { toCard } from '@/components/journal/toCard'
import { JsonLd } from '@/components/seo/JsonLd'
import { CONTAINER, PAGE_HEADER_Y } from '@/components/ui/layout'
import { Eyebrow } from '@/components/ui/Eyebrow'
import { FALLBACK_IMAGE, getFeaturedPosts, getPosts, postCategories } from '@/lib/cms'
import { env } from '@/lib/env'
import { type LocaleParams, pageLocale } from '@/lib/i18n/server'
import { breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const featured = await getFeaturedPosts(locale)
  const post = featured[0]
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return pageMetadata({
    title: t('blogTitle'),
    description: t('blogDescription'),
    path: '/blog',
    locale,
    image: post ? { url: shareCardUrl.post(post.slug, locale), alt: post.title } : null,
  })
}

export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [posts, featured, t, crumbs] = await Promise.all([
    getPosts(locale),
    getFeaturedPosts(locale),
    getTranslations('JournalPage'),
    getTranslations('Breadcrumbs'),
  ])
  const entries = posts.map((p) => {
    const card = toCard(p, FALLBACK_IMAGE, locale)
    return {
      slug: card.slug,
      category: card.category,
      card: (
        <PostCard
          post={card}
          sizes="(min-width: 1440px) 420px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
        />
      ),
    }
  })
  const categories = postCategories(posts)
  return (
    <main id="main">
      <JsonLd things={[breadcrumbLd([{ name: crumbs('journal'), path: '/blog' }], env().publicSiteUrl, locale)]} />
      <header className={`bg-black ${PAGE_HEADER_Y}`}>
        <div className={CONTAINER}>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 className="mt-6 font-display text-6xl leading-[0.95] font-light md:text-8xl xl:text-9xl">{t('title')}</h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-mist">{t('intro')}</p>
        </div>
      </header>

      {posts.length === 0 ? (
        <JournalEmpty />
      ) : (
        <div className={`${CONTAINER} grid grid-cols-1 gap-24 py-16 md:gap-32 md:py-24 print:gap-10 print:py-0`}>
          <FeaturedPosts posts={featured.slice(0, 3).map((p) => toCard(p, FALLBACK_IMAGE, locale))} />
          {/* The list stays prerendered: the island reads ?category= in the browser; until then all articles show. */}
          <JournalBrowser posts={entries} categories={categories} />
        </div>
      )}
    </main>
  )
}
