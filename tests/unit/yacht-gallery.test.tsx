import { screen } from '@testing-library/react'

import { YachtGallerySection } from '@/components/yacht/YachtGallerySection'
import { defaultYachts } from '@/content-defaults'
import type { Yacht } from '@/lib/cms/types'

import { renderIn } from './intl'

jest.mock('next/image', () => ({
  __esModule: true,
  getImageProps: ({ src, alt }: { src: string; alt: string }) => ({ props: { src, alt } }),
}))

const wama26 = defaultYachts.find((y) => y.slug === 'wama-26')!
const undescribed: Yacht = {
  ...wama26,
  gallery: [
    { gallery_type: 'exterior', display_order: 0, image: '/art/e.webp', focus: '', alt: '' },
    { gallery_type: 'interior', display_order: 0, image: '/art/i.webp', focus: '', alt: '' },
  ],
}

describe('a gallery picture an editor left without a description', () => {
  it('is described in the page language', () => {
    renderIn(<YachtGallerySection yacht={undescribed} index={3} />, 'fr')
    expect(screen.getAllByRole('img', { name: 'Le WAMA 26, vue extérieure' }).length).toBeGreaterThan(0)
  })

  it('is described in English on an English page', () => {
    renderIn(<YachtGallerySection yacht={undescribed} index={3} />)
    expect(screen.getAllByRole('img', { name: 'The WAMA 26, exterior view' }).length).toBeGreaterThan(0)
  })
})
