'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import type { Selection } from '@/lib/configurator/selection'
import { boatLook, describeBoat } from '@/lib/configurator/visible-parts'
import { BoatPreview } from '../BoatPreview'
import { useBoatWords } from '../words'
import type { BoatScene, FrameInfo, ViewName } from './scene'
import { canUse3d, whenIdle } from './support'

interface BoatViewProps {
  catalogue: ConfiguratorCatalogue
  selection: Selection
}

const VIEWS: readonly ViewName[] = ['three-quarter', 'profile', 'top', 'cockpit']

const STEP = Math.PI / 12
const KEYS: Record<string, readonly [number, number, number]> = {
  ArrowLeft: [-STEP, 0, 1],
  ArrowRight: [STEP, 0, 1],
  ArrowUp: [0, -STEP / 1.5, 1],
  ArrowDown: [0, STEP / 1.5, 1],
  '+': [0, 0, 0.85],
  '=': [0, 0, 0.85],
  '-': [0, 0, 1.18],
}

type Mode = 'drawing' | 'loading' | 'model' | 'fallback'

/**
 * The boat in the configurator: the server-drawn preview first, replaced by a live 3D model once the page
 * is idle, the visitor has moved in it, the view is on screen, and the browser can draw it. The drawing stays for visitors without
 * WebGL, with reduced motion or with a data saver.
 */
export function BoatView({ catalogue, selection }: BoatViewProps) {
  const t = useTranslations('Configurator.boat')
  const words = useBoatWords()
  const look = useMemo(() => boatLook(catalogue, selection), [catalogue, selection])
  const lookRef = useRef(look)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const sceneRef = useRef<BoatScene | null>(null)
  const [mode, setMode] = useState<Mode>('drawing')
  const [view, setView] = useState<ViewName>('three-quarter')
  const hintId = `${useId()}-hint`

  useEffect(() => {
    lookRef.current = look
    sceneRef.current?.update(look)
  }, [look])

  useEffect(() => {
    const wrapper = wrapperRef.current
    const canvas = canvasRef.current
    // Without these (old browsers, jsdom) the drawing simply stays.
    if (!wrapper || !canvas || typeof IntersectionObserver !== 'function' || typeof ResizeObserver !== 'function') {
      return
    }
    let cancelled = false
    let idle = false
    let visible = false
    let started = false

    function onFrame({ frames, settled }: FrameInfo) {
      if (!wrapper) return
      wrapper.dataset.renderedFrame = String(frames)
      wrapper.dataset.settled = String(settled)
      if (frames === 1) setMode('model')
    }

    async function start() {
      if (started || !canvas) return
      started = true
      if (!canUse3d()) {
        setMode('fallback')
        return
      }
      setMode('loading')
      try {
        const { createBoatScene } = await import('./scene')
        if (cancelled) return
        const scene = createBoatScene(canvas, onFrame)
        sceneRef.current = scene
        const box = canvas.getBoundingClientRect()
        scene.resize(box.width, box.height)
        scene.update(lookRef.current)
      } catch (error) {
        console.error('The 3D view could not start', error)
        setMode('fallback')
      }
    }

    // Building the scene and compiling its shaders is a long task (seconds where WebGL has no GPU): it waits
    // for the visitor's first gesture in the page's content or a scroll, so it never competes with the page
    // becoming usable, nor with a tap on the site's menu, which would otherwise open only once the model is built.
    let engaged = false
    const content = wrapper.closest('main') ?? window
    const GESTURES = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const
    const stopListening = () => {
      for (const type of GESTURES) content.removeEventListener(type, onGesture)
      window.removeEventListener('scroll', onGesture)
    }
    const onGesture = () => {
      engaged = true
      stopListening()
      maybeStart()
    }
    for (const type of GESTURES) content.addEventListener(type, onGesture, { passive: true })
    window.addEventListener('scroll', onGesture, { passive: true })
    const maybeStart = () => {
      if (idle && visible && engaged) void start()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((e) => e.isIntersecting)
        sceneRef.current?.setActive(visible)
        maybeStart()
      },
      { rootMargin: '200px' },
    )
    observer.observe(wrapper)
    const resizer = new ResizeObserver(([entry]) => {
      if (entry) sceneRef.current?.resize(entry.contentRect.width, entry.contentRect.height)
    })
    resizer.observe(canvas)
    const cancelIdle = whenIdle(() => {
      idle = true
      maybeStart()
    })

    return () => {
      cancelled = true
      cancelIdle()
      stopListening()
      observer.disconnect()
      resizer.disconnect()
      sceneRef.current?.dispose()
      sceneRef.current = null
    }
  }, [])

  function choose(next: ViewName) {
    setView(next)
    sceneRef.current?.setView(next)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEYS[event.key]
    if (!step || !sceneRef.current) return
    event.preventDefault()
    sceneRef.current.nudge(...step)
  }

  const live = mode === 'model'
  return (
    <div
      ref={wrapperRef}
      data-testid="boat-view"
      data-mode={mode}
      className="relative aspect-[400/270] w-full bg-linear-to-b from-[#26272a] to-[#1c1d1f]"
    >
      <BoatPreview
        catalogue={catalogue}
        selection={selection}
        className={`absolute inset-0 block size-full ${live ? 'hidden' : ''}`}
      />
      {mode === 'fallback' ? null : (
        <div
          tabIndex={live ? 0 : -1}
          role={live ? 'img' : undefined}
          aria-label={live ? describeBoat(catalogue, selection, 'model', words) : undefined}
          aria-describedby={live ? hintId : undefined}
          aria-hidden={live ? undefined : true}
          onKeyDown={onKeyDown}
          className={`absolute inset-0 outline-offset-[-3px] ${live ? '' : 'opacity-0'}`}
        >
          <canvas ref={canvasRef} className="block size-full cursor-grab active:cursor-grabbing" />
        </div>
      )}
      {live ? (
        <>
          <p id={hintId} className="sr-only">
            {t('hint')}
          </p>
          <div
            role="group"
            aria-label={t('viewsLabel')}
            className="absolute inset-x-0 bottom-0 flex justify-center gap-1 bg-linear-to-t from-black/60 to-transparent px-2"
          >
            {VIEWS.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={view === id}
                onClick={() => choose(id)}
                className={`min-h-11 px-2 text-[0.625rem] font-medium tracking-[0.14em] uppercase outline-offset-[-3px] transition-colors ${
                  view === id
                    ? 'text-gold-bright forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none'
                    : 'text-mist hover:text-bone'
                }`}
              >
                {t(`views.${id}`)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
