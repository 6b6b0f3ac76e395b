import { useLocale, useTranslations } from 'next-intl'

import { CoverImage } from '@/components/ui/StaticImage'
import { Link } from '@/components/ui/Link'
import { keepNamesWhole, typeset } from '@/lib/html/typography'

import { type PostCardData, readMinutes } from '@/lib/journal/cards'

interface PostCardProps {
  post: PostCardData
  sizes: string
  /** lead: the large featured story; compact: image beside the text from desktop up. */
  variant?: 'default' | 'lead' | 'compact'
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}

/** Where the picture stands: above the words, or beside them (compact from desktop up, the lead story on paper). */
const ARRANGEMENT = {
  default: '',
  lead: 'print:grid print:grid-cols-2 print:items-center print:gap-8',
  compact: 'lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8',
}

/** Card: image on top, small-caps category, serif title, a single line of text, no shadow. */
export function PostCard({
  post,
  sizes,
  variant = 'default',
  headingLevel: Heading = 'h3',
  priority = false,
}: PostCardProps) {
  const t = useTranslations('Journal')
  const locale = useLocale()
  const lead = variant === 'lead'
  const compact = variant === 'compact'
  return (
    <article
      data-testid="post-card"
      data-category={post.category}
      className={`group relative flex h-full flex-col ${ARRANGEMENT[variant]} print:break-inside-avoid`}
    >
      <div className={`relative overflow-hidden bg-black ${lead ? 'aspect-[4/3] md:aspect-[16/10]' : 'aspect-[4/3]'}`}>
        <CoverImage
          src={post.image}
          alt={post.imageAlt}
          focus={post.imageFocus || undefined}
          sizes={sizes}
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          className="transition-transform duration-[1200ms] ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={`flex flex-1 flex-col ${lead ? 'pt-6 md:pt-8 print:pt-0' : compact ? 'pt-5 lg:pt-0' : 'pt-5'}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 label-caps">
          <span className="text-gold">{post.category}</span>
          <span aria-hidden="true" className="h-px w-4 bg-mist/50" />
          <time dateTime={post.date} className="text-mist">
            {post.dateLabel}
          </time>
        </p>
        <Heading
          className={`mt-3 font-display font-light text-balance ${lead ? 'text-4xl md:text-5xl print:text-4xl' : compact ? 'text-3xl lg:text-2xl print:text-xl' : 'text-3xl print:text-xl'}`}
        >
          {/* The whole card is the link's hit area (::after), while the link's name stays the title. */}
          <Link
            href={`/blog/${post.slug}`}
            className="transition-colors after:absolute after:inset-0 after:content-[''] group-hover:text-gold-bright focus-visible:shadow-none focus-visible:outline-none focus-visible:after:outline-solid focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold-bright"
          >
            {keepNamesWhole(post.title)}
          </Link>
        </Heading>
        {post.summary && (
          <p className={`mt-3 text-mist ${lead ? 'max-w-2xl md:text-lg' : 'line-clamp-2'}`}>
            {typeset(post.summary, locale)}
          </p>
        )}
        <p className={`flex items-center gap-3 label-caps text-bone/70 ${lead ? 'mt-6' : 'mt-auto pt-5'}`}>
          {t('readTime', { minutes: readMinutes(post.readTime) })}
          <span
            aria-hidden="true"
            className="h-px w-8 bg-gold/60 transition-[width] duration-500 group-hover:w-14 motion-reduce:transition-none"
          />
        </p>
      </div>
    </article>
  )
}
