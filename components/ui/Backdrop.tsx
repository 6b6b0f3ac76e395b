import { CoverImage } from './StaticImage'

/**
 * A section's full-bleed background picture, dimmed and shaded so light text reads on it. The section
 * sets `relative isolate`; the picture and its shade sit beneath the content. On paper, where the text is
 * printed dark, it is left out.
 */
export function Backdrop({
  src,
  focus,
  dim,
  shade,
}: {
  src: string
  focus?: string | null
  /** Tailwind opacity of the picture, e.g. `opacity-40`. */
  dim: string
  /** Tailwind gradient over the picture. */
  shade: string
}) {
  return (
    <>
      <CoverImage src={src} alt="" focus={focus} sizes="100vw" className={`-z-10 print:hidden ${dim}`} />
      <div aria-hidden="true" className={`absolute inset-0 -z-10 print:hidden ${shade}`} />
    </>
  )
}
