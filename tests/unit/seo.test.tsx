import { render } from '@testing-library/react'

import { defaultPosts, defaultSettings, defaultYachts } from '@/content-defaults'
import { JsonLd } from '@/components/seo/JsonLd'
import { blogPostingLd, breadcrumbLd, organizationLd, productLd } from '@/lib/seo/json-ld'
import { pageMetadata, shareCardUrl } from '@/lib/seo/metadata'
import { postShareCard, siteShareCard, yachtShareCard } from '@/lib/seo/cards'

const SITE = 'https://www.wama-yachts.example'
const wama26 = defaultYachts[0]!

describe('structured data', () => {
  it('is one JSON-LD block whose text cannot close the script element, and reads back as written', () => {
    const hostile = { ...wama26, name: 'WAMA </script><script>alert(1)</script>' }
    const { container } = render(<JsonLd things={[productLd(hostile, '/yachts/wama-26', SITE)]} />)
    const scripts = container.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json')
    expect(container.innerHTML).not.toContain('</script><script>')
    const data = JSON.parse(scripts[0]!.textContent ?? '') as { '@context': string; '@graph': Array<{ name: string }> }
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@graph'][0]!.name).toBe(hostile.name)
  })

  it('a yacht is a Product with an Offer in EUR at its starting price, and without an Offer when it has no price', () => {
    expect(productLd(wama26, '/yachts/wama-26', SITE)).toMatchObject({
      '@type': 'Product',
      url: `${SITE}/yachts/wama-26`,
      offers: { '@type': 'Offer', price: wama26.price, priceCurrency: 'EUR', url: `${SITE}/yachts/wama-26` },
    })
    expect(productLd({ ...wama26, price: null }, '/yachts/wama-26', SITE)).not.toHaveProperty('offers')
  })

  it('a post is a BlogPosting by its author; the organisation names its site; breadcrumbs are numbered links', () => {
    const post = defaultPosts[0]!
    expect(blogPostingLd(post, SITE)).toMatchObject({
      headline: post.title,
      datePublished: post.published_date,
      author: { '@type': 'Person', name: post.author },
    })
    expect(organizationLd(defaultSettings, SITE)).toMatchObject({
      '@type': 'Organization',
      url: `${SITE}/`,
      email: defaultSettings.info_email,
    })
    expect(breadcrumbLd([{ name: 'Journal', path: '/blog' }], SITE)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Journal', item: `${SITE}/blog` },
      ],
    })
  })
})

describe('page metadata', () => {
  it('names the canonical URL in Open Graph and gives the generated card its size; the site card when a page has no picture', () => {
    const meta = pageMetadata({ title: 'About', description: 'The yard.', path: '/about' })
    expect(meta.alternates?.canonical).toBe('/about')
    expect(meta.openGraph).toMatchObject({
      url: '/about',
      title: 'About · WAMA Yachts',
      images: [{ url: shareCardUrl.site, width: 1200, height: 630, type: 'image/jpeg' }],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'About · WAMA Yachts' })
    const own = pageMetadata({
      title: { absolute: 'Editor title' },
      description: 'd',
      path: '/x',
      image: { url: '/cms/api/media/file/a.jpg', alt: 'A' },
    })
    expect(own.openGraph).toMatchObject({
      title: 'Editor title',
      images: [{ url: '/cms/api/media/file/a.jpg', alt: 'A' }],
    })
    expect((own.openGraph?.images as Array<Record<string, unknown>>)[0]).not.toHaveProperty('width')
  })

  it('share cards say what the page says', () => {
    expect(yachtShareCard(wama26)).toMatchObject({
      title: wama26.name,
      subtitle: wama26.tagline,
      facts: [wama26.specs.length, wama26.specs.max_speed, 'From EUR 160,000'],
    })
    expect(yachtShareCard({ ...wama26, price: null }).facts).toEqual([wama26.specs.length, wama26.specs.max_speed])
    const post = defaultPosts[0]!
    expect(postShareCard(post)).toMatchObject({ title: post.title, eyebrow: `The WAMA Journal · ${post.category}` })
    expect(siteShareCard(defaultSettings, defaultYachts, '/art/x.webp').facts).toEqual(defaultYachts.map((y) => y.name))
  })
})
