import { useTranslations } from 'next-intl'

import { PostCard } from './PostCard'
import type { PostCardData } from '@/lib/journal/cards'

/** The first three featured articles: a lead story and two beside it. */
export function FeaturedPosts({ posts }: { posts: PostCardData[] }) {
  const t = useTranslations('JournalPage')
  const [lead, ...rest] = posts
  if (!lead) return null
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title" className="flex items-center gap-4 font-sans label-caps text-gold">
        <span aria-hidden="true" className="h-px w-10 bg-current opacity-60" />
        {t('featured')}
      </h2>
      <ul data-testid="featured-posts" className="mt-10 grid gap-x-10 gap-y-14 lg:grid-cols-12">
        <li className="lg:col-span-7">
          <PostCard
            post={lead}
            variant="lead"
            priority
            sizes="(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw"
          />
        </li>
        {rest.length > 0 && (
          <li className="lg:col-span-5">
            <ul className="grid gap-14 sm:grid-cols-2 lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-gold/20">
              {rest.map((post) => (
                <li key={post.slug} className="lg:py-8 lg:first:pt-0">
                  <PostCard
                    post={post}
                    variant="compact"
                    sizes="(min-width: 1440px) 240px, (min-width: 1024px) 18vw, (min-width: 640px) 45vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </section>
  )
}
