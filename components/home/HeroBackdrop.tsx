import type { CSSProperties } from 'react'

import type { HeroSlide } from './hero'

/**
 * The desktop heroes' pictures, one shown at a time (the others stay laid out, so a switch fades instead
 * of loading), under the two shades that keep the copy over them legible.
 */
export function HeroBackdrop({
  models,
  current,
  frameClass,
  frameStyle,
}: {
  models: readonly HeroSlide[]
  current: number
  /** The classes of a picture's frame, shown or not: its fade and motion. */
  frameClass: (shown: boolean) => string
  frameStyle?: CSSProperties
}) {
  return (
    <>
      {models.map((m, i) => (
        <div
          key={m.key}
          aria-hidden={i !== current}
          className={`absolute inset-0 ${frameClass(i === current)}`}
          style={frameStyle}
        >
          {m.picture}
        </div>
      ))}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/30 to-transparent" />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-black/80 via-black/25 to-transparent"
      />
    </>
  )
}
