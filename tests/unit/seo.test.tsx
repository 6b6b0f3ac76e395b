import { render } from '@testing-library/react'
import { createTranslator } from 'next-intl'

import { defaultCatalogue, defaultPosts, defaultSettings, defaultYachts } from '@/content-defaults'
import { JsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/lib/i18n/config'
import { intlMessages, messagesFor, type Namespace } from '@/lib/i18n/messages'
import { blogPostingLd, breadcrumbLd, organizationLd, productLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'
import { postShareCard, siteShareCard, yachtShareCard } from '@/lib/seo/cards'
import { withCataloguePrices } from '@/lib/yachts/catalogue-prices'

// Outside a Next request there is no request config: the server translator reads the catalogue directly.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: Namespace }) =>
    createTranslator({ locale, messages: intlMessages(locale), namespace }),
}))

const SITE = 'https://www.wama-yachts.example'
// Priced as every page prices it: from the configurator's catalogue.
const wama26 = withCataloguePrices(defaultYachts[0]!, defaultCatalogue)

describe('structured data', () => {
  it('is one JSON-LD block whose text cannot close the script element, and reads back as written', () => {
    const hostile = { ...wama26, name: 'WAMA </script><script>alert(1)</script>' }
    const { container } = render(<JsonLd things={[productLd(hostile, '/yachts/wama-26', SITE, 'en')]} />)
    const scripts = container.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json')
    expect(container.innerHTML).not.toContain('</script><script>')
    const data = JSON.parse(scripts[0]!.textContent ?? '') as { '@context': string; '@graph': Array<{ name: string }> }
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@graph'][0]!.name).toBe(hostile.name)
  })

  it('a yacht is a Product with an Offer in EUR at its starting price, and without an Offer when it has no price', () => {
    expect(productLd(wama26, '/yachts/wama-26', SITE, 'en')).toMatchObject({
      '@type': 'Product',
      url: `${SITE}/yachts/wama-26`,
      offers: { '@type': 'Offer', price: wama26.price, priceCurrency: 'EUR', url: `${SITE}/yachts/wama-26` },
    })
    expect(productLd({ ...wama26, price: null }, '/yachts/wama-26', SITE, 'en')).not.toHaveProperty('offers')
  })

  it('a post is a BlogPosting by its author; the organisation names its site; breadcrumbs are numbered links', () => {
    const post = defaultPosts[0]!
    expect(blogPostingLd(post, SITE, 'en')).toMatchObject({
      headline: post.title,
      inLanguage: 'en-GB',
      datePublished: post.published_date,
      author: { '@type': 'Person', name: post.author },
    })
    expect(organizationLd(defaultSettings, SITE, 'en')).toMatchObject({
      '@type': 'Organization',
      url: `${SITE}/`,
      email: defaultSettings.info_email,
    })
    expect(breadcrumbLd([{ name: 'Journal', path: '/blog' }], SITE, 'en')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Journal', item: `${SITE}/blog` },
      ],
    })
  })

  it('is in the page language on a French page: French names, French URLs, inLanguage fr-FR', () => {
    const post = defaultPosts[0]!
    expect(breadcrumbLd([{ name: 'Journal', path: '/blog' }], SITE, 'fr')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SITE}/fr` },
        { '@type': 'ListItem', position: 2, name: 'Journal', item: `${SITE}/fr/blog` },
      ],
    })
    expect(blogPostingLd(post, SITE, 'fr')).toMatchObject({
      inLanguage: 'fr-FR',
      url: `${SITE}/fr/blog/${post.slug}`,
      mainEntityOfPage: `${SITE}/fr/blog/${post.slug}`,
    })
    expect(productLd(wama26, '/yachts/wama-26', SITE, 'fr')).toMatchObject({
      url: `${SITE}/fr/yachts/wama-26`,
      offers: { url: `${SITE}/fr/yachts/wama-26` },
    })
    const organization = organizationLd(defaultSettings, SITE, 'fr')
    expect(organization).toMatchObject({ url: `${SITE}/fr` })
    expect(organization['@id']).toBe(organizationLd(defaultSettings, SITE, 'en')['@id'])
  })
})

describe('page metadata', () => {
  it('names the canonical URL in Open Graph and gives the generated card its size; the site card when a page has no picture', async () => {
    const meta = await pageMetadata({ title: 'About', description: 'The yard.', path: '/about', locale: 'en' })
    expect(meta.alternates?.canonical).toBe('/about')
    expect(meta.openGraph).toMatchObject({
      url: '/about',
      locale: 'en_GB',
      title: 'About · WAMA Yachts',
      images: [{ url: shareCardUrl.site('en'), width: 1200, height: 630, type: 'image/jpeg' }],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'About · WAMA Yachts' })
    const own = await pageMetadata({
      title: { absolute: 'Editor title' },
      description: 'd',
      path: '/x',
      locale: 'en',
      image: { url: '/cms/api/media/file/a.jpg', alt: 'A' },
    })
    expect(own.openGraph).toMatchObject({
      title: 'Editor title',
      images: [{ url: '/cms/api/media/file/a.jpg', alt: 'A' }],
    })
    expect((own.openGraph?.images as Array<Record<string, unknown>>)[0]).not.toHaveProperty('width')
  })

  it('a French page has its /fr canonical URL, the hreflang alternates of every language and og:locale fr_FR', async () => {
    const meta = await pageMetadata({ title: 'Le chantier', description: 'Le chantier.', path: '/about', locale: 'fr' })
    expect(meta.alternates?.canonical).toBe('/fr/about')
    expect(meta.alternates?.languages).toEqual({ 'en-GB': '/about', 'fr-FR': '/fr/about', 'x-default': '/about' })
    expect(meta.openGraph).toMatchObject({
      url: '/fr/about',
      locale: 'fr_FR',
      alternateLocale: ['en_GB'],
      images: [{ url: shareCardUrl.site('fr'), alt: messagesFor('fr').ShareCard.siteAlt }],
    })
  })
})

describe('share cards', () => {
  it('say what the page says', async () => {
    expect(await yachtShareCard(wama26, 'en')).toMatchObject({
      title: wama26.name,
      subtitle: wama26.tagline,
      facts: [wama26.specs.length, wama26.specs.max_speed, 'From €125,000'],
    })
    expect((await yachtShareCard({ ...wama26, price: null }, 'en')).facts).toEqual([
      wama26.specs.length,
      wama26.specs.max_speed,
    ])
    const post = defaultPosts[0]!
    expect(await postShareCard(post, 'en')).toMatchObject({
      title: post.title,
      eyebrow: `The WAMA Journal · ${post.category}`,
    })
    expect((await siteShareCard(defaultSettings, defaultYachts, '/art/x.webp', 'en')).facts).toEqual(
      defaultYachts.map((y) => y.name),
    )
  })
})
