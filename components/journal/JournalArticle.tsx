import { useLocale, useTranslations } from 'next-intl'

import { Prose } from '@/components/ui/Prose'
import { CoverImage } from '@/components/ui/StaticImage'
import { CONTAINER } from '@/components/ui/layout'
import { RichText } from '@/components/yacht/RichText'
import { splitTags } from '@/lib/cms'
import type { BlogPost } from '@/lib/cms/types'
import { keepNamesWhole } from '@/lib/html/typography'
import { BackLink } from '@/components/ui/BackLink'

import { PostCard } from './PostCard'
import { type PostCardData, formatPostDate, readMinutes } from '@/lib/journal/cards'

interface JournalArticleProps {
  post: BlogPost
  related: PostCardData[]
  fallbackImage: string
}

/** A journal post: back link, category, title, byline, image (the LCP), excerpt, content, tags and related posts. */
export function JournalArticle({ post, related, fallbackImage }: JournalArticleProps) {
  const tags = splitTags(post.tags)
  const locale = useLocale()
  const t = useTranslations('Journal')
  const page = useTranslations('JournalPage')
  return (
    <main id="main">
      <article>
        <header className={`${CONTAINER} pt-32 md:pt-44`}>
          <BackLink href="/blog">{page('back')}</BackLink>
          <div className="mx-auto mt-10 max-w-4xl text-center md:mt-16">
            <p className="label-caps text-gold" data-testid="post-category">
              {post.category}
            </p>
            <h1 className="mt-6 font-display text-5xl leading-[1.02] font-light text-balance md:text-7xl">
              {keepNamesWhole(post.title)}
            </h1>
            <p className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 label-caps text-mist">
              {post.author && (
                <>
                  <span className="basis-full sm:basis-auto">
                    {page.rich('by', {
                      name: post.author,
                      author: (chunks) => <span className="text-bone">{chunks}</span>,
                    })}
                  </span>
                  <span aria-hidden="true" className="hidden h-px w-4 bg-gold/60 sm:block" />
                </>
              )}
              <time dateTime={post.published_date}>{formatPostDate(post.published_date, locale)}</time>
              <span aria-hidden="true" className="h-px w-4 bg-gold/60" />
              <span>{t('readTime', { minutes: readMinutes(post.read_time) })}</span>
            </p>
          </div>
        </header>

        <div className="mx-auto mt-12 max-w-[90rem] md:mt-20 md:px-10 xl:px-16">
          <div className="relative aspect-[4/3] overflow-hidden bg-black md:aspect-[21/9]">
            <CoverImage
              src={post.featured_image || fallbackImage}
              alt={post.featured_image_alt || post.title}
              focus={post.focus.featured_image}
              preload
              fetchPriority="high"
              sizes="(min-width: 1440px) 1312px, (min-width: 768px) calc(100vw - 80px), 100vw"
            />
          </div>
        </div>

        <div className={`${CONTAINER} py-16 md:py-24`}>
          <div className="mx-auto max-w-[42rem]">
            <RichText
              html={post.excerpt}
              className="font-display text-2xl leading-snug font-light text-bone md:text-[1.875rem] [&_a]:text-gold [&_a]:underline [&_p+p]:mt-4"
            />
            <span aria-hidden="true" className="mt-12 mb-12 block h-px w-16 bg-gold/60" />
            <Prose html={post.content} />

            {tags.length > 0 && (
              <div className="mt-16 border-t hairline pt-8">
                <h2 className="font-sans label-caps text-mist">{page('tags')}</h2>
                <ul aria-label={page('tags')} className="mt-4 flex flex-wrap gap-2">
                  {tags.map((tag) => (
                    <li
                      key={tag}
                      className="border hairline px-4 py-2 text-xs tracking-[0.15em] text-bone/80 uppercase"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </article>

      {related.length > 0 && (
        <aside aria-labelledby="related-title" className="border-t hairline bg-black py-16 md:py-28">
          <div className={CONTAINER}>
            <h2 id="related-title" className="font-display text-4xl font-light md:text-5xl">
              {page('related')}
            </h2>
            <ul data-testid="related-posts" className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard
                    post={p}
                    sizes="(min-width: 1440px) 420px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
                  />
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
    </main>
  )
}
