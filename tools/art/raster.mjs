// Expensive soft layers (turbulence, grain) are rasterised once at low resolution and embedded as
// images: librsvg's filters are single-threaded and dominate render time at full size.
import sharp from 'sharp'
import { rng } from './core.mjs'

export async function rasterLayer(svg, outW, outH) {
  const png = await sharp(Buffer.from(svg)).resize(outW, outH, { fit: 'fill' }).png({ compressionLevel: 3 }).toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

let grainCache
/** A tileable monochrome noise tile used as film grain. */
async function grainTile(size = 256) {
  if (grainCache) return grainCache
  const r = rng(99)
  const buf = Buffer.alloc(size * size * 2)
  for (let i = 0; i < size * size; i++) {
    const n = r.next()
    buf[i * 2] = n < 0.5 ? 0 : 255
    buf[i * 2 + 1] = Math.round(Math.abs(n - 0.5) * 2 * 255)
  }
  const png = await sharp(buf, { raw: { width: size, height: size, channels: 2 } })
    .png()
    .toBuffer()
  grainCache = `data:image/png;base64,${png.toString('base64')}`
  return grainCache
}

/** Defs + body snippet laying the grain tile over the whole canvas. */
export async function grain(w, h, opacity = 0.06, id = 'grainpat') {
  const tile = await grainTile()
  return {
    defs: `<pattern id="${id}" width="256" height="256" patternUnits="userSpaceOnUse"><image href="${tile}" width="256" height="256"/></pattern>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})" opacity="${opacity}"/>`,
  }
}
