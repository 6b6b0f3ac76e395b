import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JournalArticle } from '@/components/journal/JournalArticle'
import { toCard } from '@/components/journal/toCard'
import { JsonLd } from '@/components/seo/JsonLd'
import { FALLBACK_IMAGE, getPost, getPosts, getRelatedPosts, redirectOrNotFound, splitTags } from '@/lib/cms'
import { env } from '@/lib/env'
import { pageLocale, type SlugParams, staticLocale } from '@/lib/i18n/server'
import { htmlToText } from '@/lib/html/sanitize'
import { blogPostingLd, breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'

// Posts published after the build render on first visit, then stay cached until their tag is revalidated.
export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const posts = await getPosts(staticLocale(params))
  return posts.map((p) => ({ slug: p.slug }))
}

export async function generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const post = await getPost(locale, slug)
  const t = await getTranslations({ locale, namespace: 'Meta' })
  if (!post) return { title: t('postNotFound'), robots: { index: false } }
  const title = post.seo.title || t('postTitle', { title: post.title })
  const description = post.seo.description || htmlToText(post.excerpt).slice(0, 160)
  return {
    ...(await pageMetadata({
      title: { absolute: title },
      description,
      path: `/blog/${post.slug}`,
      locale,
      image: {
        url: post.seo.image || shareCardUrl.post(post.slug, locale),
        alt: post.featured_image_alt || post.title,
      },
      article: {
        publishedTime: post.published_date,
        modifiedTime: post.updated_at,
        authors: post.author ? [post.author] : [],
        tags: splitTags(post.tags),
        section: post.category,
      },
    })),
    authors: post.author ? [{ name: post.author }] : undefined,
  }
}

export default async function BlogPostPage({ params }: { params: SlugParams }) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const post = await getPost(locale, slug)
  if (!post) return redirectOrNotFound(locale, `/blog/${slug}`)
  const [related, crumbs] = await Promise.all([getRelatedPosts(locale, post), getTranslations('Breadcrumbs')])
  const site = env().publicSiteUrl
  return (
    <>
      <JsonLd
        things={[
          blogPostingLd(post, site, locale),
          breadcrumbLd(
            [
              { name: crumbs('journal'), path: '/blog' },
              { name: post.title, path: `/blog/${post.slug}` },
            ],
            site,
            locale,
          ),
        ]}
      />
      <JournalArticle
        post={post}
        related={related.slice(0, 3).map((p) => toCard(p, FALLBACK_IMAGE, locale))}
        fallbackImage={FALLBACK_IMAGE}
      />
    </>
  )
}
