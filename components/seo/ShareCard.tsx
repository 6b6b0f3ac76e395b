import 'server-only'

import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ImageResponse } from 'next/og'
import sharp from 'sharp'

import { env } from '@/lib/env'
import { readCapped } from '@/lib/http/body'

import { BRAND } from '@/lib/seo/brand'
import type { ShareCard } from '@/lib/seo/cards'
import { SHARE_CARD_SIZE } from '@/lib/seo/metadata'

const MAX_REMOTE_IMAGE = 10 * 1024 * 1024
const FILE_NAME = /^[\w.-]+$/

const fontFile = (name: string) =>
  readFile(
    path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@fontsource/cormorant-garamond/files', name),
  )

// Satori reads TTF/OTF/WOFF, not WOFF2: the WOFF files of the same @fontsource faces the site uses.
let fonts: ReturnType<typeof loadFonts> | undefined
function loadFonts() {
  return Promise.all([
    fontFile('cormorant-garamond-latin-300-normal.woff'),
    fontFile('cormorant-garamond-latin-500-normal.woff'),
    fontFile('cormorant-garamond-latin-400-italic.woff'),
  ]).then(([light, medium, italic]) => [
    { name: 'Cormorant', data: light, weight: 300 as const, style: 'normal' as const },
    { name: 'Cormorant', data: medium, weight: 500 as const, style: 'normal' as const },
    { name: 'Cormorant', data: italic, weight: 400 as const, style: 'italic' as const },
  ])
}

/** The picture behind the card: built-in art and local uploads from disk, an external CMS's over HTTP. */
async function readPicture(url: string): Promise<Buffer | null> {
  try {
    const local = (prefix: string, dir: string) => {
      const name = decodeURIComponent(url.slice(prefix.length).split('?')[0] ?? '')
      return FILE_NAME.test(name) ? readFile(path.join(dir, name)) : null
    }
    if (url.startsWith('/art/'))
      return await local('/art/', path.join(/*turbopackIgnore: true*/ process.cwd(), 'public/art'))
    if (url.startsWith('/cms/api/media/file/'))
      return await local('/cms/api/media/file/', path.join(env().uploadsDir, 'media'))
    if (/^https?:\/\//.test(url)) {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (!res.ok || !res.headers.get('content-type')?.startsWith('image/')) return null
      if (Number(res.headers.get('content-length') ?? 0) > MAX_REMOTE_IMAGE) return null
      const bytes = await readCapped(res.body, MAX_REMOTE_IMAGE)
      return bytes ? Buffer.from(bytes) : null
    }
  } catch {
    // A missing or unreadable picture (an S3 upload, a dead link) leaves the card on charcoal.
  }
  return null
}

async function pictureDataUrl(url: string): Promise<string | null> {
  const source = url ? await readPicture(url) : null
  if (!source) return null
  try {
    const jpeg = await sharp(source)
      .resize(SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height, { fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch {
    return null
  }
}

function CardLayout({ card, picture }: { card: ShareCard; picture: string | null }) {
  const titleSize = card.title.length > 70 ? 54 : card.title.length > 40 ? 64 : 84
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        position: 'relative',
        backgroundColor: BRAND.charcoal,
        fontFamily: 'Cormorant',
      }}
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          width={SHARE_CARD_SIZE.width}
          height={SHARE_CARD_SIZE.height}
          style={{ position: 'absolute', top: 0, left: 0 }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: '100%',
          display: 'flex',
          backgroundImage:
            'linear-gradient(90deg, rgba(11,11,12,0.95) 0%, rgba(11,11,12,0.85) 45%, rgba(11,11,12,0.25) 100%)',
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 28,
          left: 28,
          right: 28,
          bottom: 28,
          display: 'flex',
          border: '1px solid rgba(201,169,110,0.4)',
        }}
      />
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          width: '100%',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 500, letterSpacing: 12, color: BRAND.bone }}>WAMA</div>
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 820 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              fontSize: 22,
              fontWeight: 500,
              letterSpacing: 6,
              color: BRAND.gold,
              textTransform: 'uppercase',
            }}
          >
            <div style={{ display: 'flex', width: 48, height: 1, backgroundColor: BRAND.gold, marginRight: 20 }} />
            {card.eyebrow}
          </div>
          <div
            style={{
              display: 'flex',
              marginTop: 22,
              fontSize: titleSize,
              fontWeight: 300,
              lineHeight: 1.05,
              color: BRAND.bone,
            }}
          >
            {card.title}
          </div>
          {card.subtitle ? (
            <div
              style={{
                display: 'flex',
                marginTop: 20,
                fontSize: 34,
                fontStyle: 'italic',
                lineHeight: 1.25,
                color: 'rgba(244,241,234,0.85)',
              }}
            >
              {card.subtitle}
            </div>
          ) : null}
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            fontSize: 24,
            fontWeight: 500,
            letterSpacing: 4,
            color: BRAND.mist,
            textTransform: 'uppercase',
          }}
        >
          {card.facts.map((fact, i) => (
            <div key={fact} style={{ display: 'flex', alignItems: 'center' }}>
              {i > 0 ? (
                <div
                  style={{
                    display: 'flex',
                    width: 6,
                    height: 6,
                    borderRadius: 3,
                    backgroundColor: BRAND.gold,
                    margin: '0 22px',
                  }}
                />
              ) : null}
              {fact}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

async function render(card: ShareCard): Promise<Buffer> {
  fonts ??= loadFonts()
  const [fontData, picture] = await Promise.all([fonts, pictureDataUrl(card.image)])
  const png = new ImageResponse(<CardLayout card={card} picture={picture} />, { ...SHARE_CARD_SIZE, fonts: fontData })
  // A JPEG is a tenth of the PNG next/og writes, for a photograph behind the text.
  return sharp(Buffer.from(await png.arrayBuffer()))
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer()
}

/**
 * Drawn once per content version and kept in memory: a card costs ~0.3 s of CPU and social crawlers
 * ask for it again and again. Only real yachts and posts get here, and at most MAX_KEPT of them stay.
 */
const MAX_KEPT = 64
const kept = new Map<string, { version: string; body: Promise<Buffer> }>()

function shareCardImage(key: string, card: ShareCard): Promise<Buffer> {
  const version = createHash('sha256').update(JSON.stringify(card)).digest('base64url')
  const hit = kept.get(key)
  if (hit?.version === version) {
    kept.delete(key)
    kept.set(key, hit)
    return hit.body
  }
  const body = render(card)
  kept.set(key, { version, body })
  body.catch(() => kept.delete(key))
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break
    kept.delete(oldest)
  }
  return body
}

export async function shareCardResponse(key: string, card: ShareCard): Promise<Response> {
  const body = await shareCardImage(key, card)
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(body.length),
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  })
}
