import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JournalArticle } from '@/components/journal/JournalArticle'
import { toCard } from '@/components/journal/toCard'
import { FALLBACK_IMAGE, getPost, getPosts, getRelatedPosts } from '@/lib/cms'
import { htmlToText } from '@/lib/html/sanitize'

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
  const image = post.seo.image || post.featured_image || FALLBACK_IMAGE
  const url = `/blog/${post.slug}`
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    authors: post.author ? [{ name: post.author }] : undefined,
    openGraph: {
      type: 'article',
      title,
      description,
      url,
      publishedTime: post.published_date,
      authors: post.author ? [post.author] : undefined,
      tags: post.tags ? post.tags.split(',').map((t) => t.trim()).filter(Boolean) : undefined,
      images: [{ url: image, alt: post.featured_image_alt || post.title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  const post = await getPost(slug)
  if (!post) notFound()
  const related = await getRelatedPosts(post)
  return <JournalArticle post={post} related={related.slice(0, 3).map((p) => toCard(p, FALLBACK_IMAGE))} fallbackImage={FALLBACK_IMAGE} />
}
