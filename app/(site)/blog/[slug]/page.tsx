import type { Metadata } from 'next'

import { JournalArticle } from '@/components/journal/JournalArticle'
import { toCard } from '@/components/journal/toCard'
import { JsonLd } from '@/components/seo/JsonLd'
import { FALLBACK_IMAGE, getPost, getPosts, getRelatedPosts, redirectOrNotFound, splitTags } from '@/lib/cms'
import { env } from '@/lib/env'
import { htmlToText } from '@/lib/html/sanitize'
import { blogPostingLd, breadcrumbLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'

interface Props {
  params: Promise<{ slug: string }>
}

// Posts published after the build render on first visit, then stay cached until their tag is revalidated.
export const dynamicParams = true

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  const posts = await getPosts()
  return posts.map((p) => ({ slug: p.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getPost(slug)
  if (!post) return { title: 'Article not found', robots: { index: false } }
  const title = post.seo.title || `${post.title} | The WAMA Journal`
  const description = post.seo.description || htmlToText(post.excerpt).slice(0, 160)
  return {
    ...pageMetadata({
      title: { absolute: title },
      description,
      path: `/blog/${post.slug}`,
      image: { url: post.seo.image || shareCardUrl.post(post.slug), alt: post.featured_image_alt || post.title },
      article: {
        publishedTime: post.published_date,
        modifiedTime: post.updated_at,
        authors: post.author ? [post.author] : [],
        tags: splitTags(post.tags),
        section: post.category,
      },
    }),
    authors: post.author ? [{ name: post.author }] : undefined,
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  const post = await getPost(slug)
  if (!post) return redirectOrNotFound(`/blog/${slug}`)
  const related = await getRelatedPosts(post)
  const site = env().publicSiteUrl
  return (
    <>
      <JsonLd
        things={[
          blogPostingLd(post, site),
          breadcrumbLd(
            [
              { name: 'Journal', path: '/blog' },
              { name: post.title, path: `/blog/${post.slug}` },
            ],
            site,
          ),
        ]}
      />
      <JournalArticle
        post={post}
        related={related.slice(0, 3).map((p) => toCard(p, FALLBACK_IMAGE))}
        fallbackImage={FALLBACK_IMAGE}
      />
    </>
  )
}
