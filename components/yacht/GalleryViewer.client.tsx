'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Image from 'next/image'
import { useEffect, type RefObject } from 'react'

import { Arrow } from './Arrow'
import { type GallerySlide, wrapIndex } from './gallery'

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
 * Full-screen image viewer (spec §4): a modal dialog with a focus trap; Escape closes it, ←/→ change the
 * image with wrap-around, and the page behind does not scroll while it is open.
 */
export function GalleryViewer({ yachtName, slides, index, onIndexChange, onClose, returnFocusTo }: GalleryViewerProps) {
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
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/[0.97]" />
        <Dialog.Content
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-0 z-[70] flex flex-col text-bone outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8 md:py-5">
            <Dialog.Title className="label-caps text-mist">
              {yachtName} <span className="text-gold">·</span>{' '}
              <span className="text-bone">
                {current + 1} / {slides.length}
              </span>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close full-screen gallery"
              className="flex size-11 items-center justify-center border border-bone/30 transition-colors hover:border-gold hover:text-gold md:size-12"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.25" />
              </svg>
            </Dialog.Close>
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
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => onIndexChange(wrapIndex(current - 1, slides.length))}
              className="absolute top-1/2 left-2 flex size-12 -translate-y-1/2 items-center justify-center bg-black/50 transition-colors hover:text-gold md:left-6 md:size-14"
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => onIndexChange(wrapIndex(current + 1, slides.length))}
              className="absolute top-1/2 right-2 flex size-12 -translate-y-1/2 items-center justify-center bg-black/50 transition-colors hover:text-gold md:right-6 md:size-14"
            >
              <Arrow direction="right" />
            </button>
          </div>

          <Dialog.Description className="mx-auto max-w-3xl px-6 py-4 text-center text-sm text-mist md:py-6">
            {slide?.alt}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
