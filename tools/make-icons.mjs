#!/usr/bin/env node
/**
 * The home-screen icons, drawn from the tab's icon (`app/(site)/icon.svg`): the Apple touch icon beside it, and
 * the web app manifest's icons in `public/icons/`. The maskable one, which a phone crops to its own shape, shows
 * the mark at four fifths of its size on the same ground, inside the circle every crop keeps.
 */
import { readFileSync } from 'node:fs'

import sharp from 'sharp'

const SOURCE = 'app/(site)/icon.svg'
const svg = readFileSync(SOURCE)
const { width: drawnAt = 64 } = await sharp(svg).metadata()

/** The icon at `size` pixels square. */
const drawn = (size) => sharp(svg, { density: (72 * size) / drawnAt }).resize(size, size)

async function write(file, image) {
  await image.png({ compressionLevel: 9, palette: true }).toFile(file)
  console.log(file)
}

await write('app/(site)/apple-icon.png', drawn(180))
await write('public/icons/icon-192.png', drawn(192))
await write('public/icons/icon-512.png', drawn(512))

const size = 512
const { data: corner } = await drawn(size)
  .extract({ left: 0, top: 0, width: 1, height: 1 })
  .raw()
  .toBuffer({ resolveWithObject: true })
const ground = { r: corner[0], g: corner[1], b: corner[2] }
const mark = await drawn(Math.round(size * 0.8))
  .png()
  .toBuffer()
await write(
  'public/icons/icon-maskable-512.png',
  sharp({ create: { width: size, height: size, channels: 3, background: ground } }).composite([
    { input: mark, gravity: 'centre' },
  ]),
)
