'use client'

import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '@/components/ui/Dialog'
import { useTranslations } from 'next-intl'
import Image from 'next/image'
import { useEffect, type RefObject } from 'react'

import { type GallerySlide, wrapIndex } from './gallery'
import { StepButtons } from '@/components/ui/StepButtons'

interface GalleryViewerProps {
  yachtName: string
  slides: GallerySlide[]
  /** Open at this image; null when closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** The thumbnail that opened the viewer gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * Full-screen image viewer: a modal dialog with a focus trap; Escape closes it, ←/→ change the
 * image with wrap-around, and the page behind does not scroll while it is open.
 */
export function GalleryViewer({ yachtName, slides, index, onIndexChange, onClose, returnFocusTo }: GalleryViewerProps) {
  const t = useTranslations('YachtIslands.gallery')
  const open = index !== null && slides.length > 0
  const current = open ? wrapIndex(index, slides.length) : 0
  const slide = slides[current]

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault()
        onIndexChange(wrapIndex(current + 1, slides.length))
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault()
        onIndexChange(wrapIndex(current - 1, slides.length))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, current, slides.length, onIndexChange])

  // Radix locks scrolling with a stylesheet; setting it on <body> as well makes the lock explicit and testable.
  useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [open])

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      layout="fullscreen"
      returnFocusTo={returnFocusTo}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8 md:py-5">
        <DialogTitle className="label-caps text-mist">
          {yachtName} <span className="text-gold">·</span>{' '}
          <span className="text-bone">
            {current + 1} / {slides.length}
          </span>
        </DialogTitle>
        <DialogCloseButton label={t('closeViewer')} className="border border-bone/30 hover:border-gold md:size-12" />
      </div>

      <div className="relative min-h-0 flex-1">
        {slide && (
          <Image
            key={slide.src}
            src={slide.src}
            alt={slide.alt}
            fill
            sizes="100vw"
            className="object-contain"
            data-testid="viewer-image"
          />
        )}
        <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between md:inset-x-6">
          <StepButtons
            labels={{ previous: t('previous'), next: t('next') }}
            onStep={(delta) => onIndexChange(wrapIndex(current + delta, slides.length))}
            className="pointer-events-auto flex size-12 items-center justify-center bg-black/50 transition-colors hover:text-gold md:size-14"
          />
        </div>
      </div>

      <DialogDescription className="mx-auto max-w-3xl px-6 py-4 text-center text-sm text-mist md:py-6">
        {slide?.alt}
      </DialogDescription>
    </Dialog>
  )
}
