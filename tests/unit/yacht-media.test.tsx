import { fireEvent, render, screen } from '@testing-library/react'

import type { ImageData } from '@/components/ui/Picture'
import { HeroVideo } from '@/components/yacht/HeroVideo.client'
import { InteriorImage } from '@/components/yacht/InteriorImage.client'

// The server computes these attributes with next/image's getImageProps; a srcset stands for the rest.
const picture = (src: string): ImageData => ({
  src,
  alt: '',
  srcSet: `${src} 640w`,
  sizes: '100vw',
  loading: 'lazy',
  width: undefined,
  height: undefined,
  style: {},
})

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  })
}

describe('<HeroVideo>', () => {
  let play: jest.SpyInstance
  let pause: jest.SpyInstance
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
    // jsdom never loads media: report a source as present so only real errors hide the video.
    jest.spyOn(HTMLMediaElement.prototype, 'networkState', 'get').mockReturnValue(HTMLMediaElement.NETWORK_IDLE)
  })
  afterEach(() => jest.restoreAllMocks())

  it('plays a muted looping video when motion is allowed', () => {
    mockReducedMotion(false)
    render(<HeroVideo src="/hero.mp4" poster="/hero.webp" />)
    const video = screen.getByTestId('hero-video') as HTMLVideoElement
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video).not.toHaveAttribute('autoplay')
    expect(play).toHaveBeenCalled()
  })

  it('is not played under reduced motion', () => {
    mockReducedMotion(true)
    render(<HeroVideo src="/hero.mp4" poster="/hero.webp" />)
    expect(play).not.toHaveBeenCalled()
    expect(pause).toHaveBeenCalled()
  })

  it('is hidden when it fails to load', () => {
    mockReducedMotion(false)
    render(<HeroVideo src="/broken.mp4" poster="/hero.webp" />)
    fireEvent.error(screen.getByTestId('hero-video'))
    expect(screen.queryByTestId('hero-video')).toBeNull()
  })
})

describe('<InteriorImage>', () => {
  it('shows the fallback image when the interior image fails to load', () => {
    render(<InteriorImage image={picture('/broken.webp')} alt="The cabin" fallback={picture('/art/fallback.webp')} />)
    const img = screen.getByRole('img', { name: 'The cabin' })
    expect(img).toHaveAttribute('src', '/broken.webp')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'The cabin' })).toHaveAttribute('src', '/art/fallback.webp')
  })

  it('uses the fallback when there is no interior image at all', () => {
    render(<InteriorImage image={null} alt="The cabin" fallback={picture('/art/fallback.webp')} />)
    expect(screen.getByRole('img', { name: 'The cabin' })).toHaveAttribute('src', '/art/fallback.webp')
  })
})
