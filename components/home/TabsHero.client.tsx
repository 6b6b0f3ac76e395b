'use client'

import { useEffect, useState } from 'react'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { CONTAINER } from '@/components/ui/layout'
import { useTabs } from '@/components/ui/useTabs'

import { scrollProgress, type HeroProps } from './hero'
import { HeroBackdrop } from './HeroBackdrop'
import { HeroCopy } from './HeroCopy'
import { ScrollCue } from './ScrollCue.client'

/** The earlier hero variant: tabs "WAMA 42" / "WAMA 26", content fading with scroll progress. */
export function TabsHero({ models, actions }: HeroProps) {
  const [active, setActive] = useState(0)
  const [progress, setProgress] = useState(0)
  const tab = useTabs(models.length, active, setActive)
  const model = models[active] ?? models[0]

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setProgress(scrollProgress(window.scrollY, window.innerHeight)))
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [])

  return (
    <div className="relative h-svh min-h-[640px] overflow-hidden bg-black" data-scroll-progress={progress.toFixed(3)}>
      <HeroBackdrop
        models={models}
        current={active}
        frameClass={(shown) =>
          `transition-opacity duration-[1200ms] ease-out-soft ${shown ? 'opacity-100' : 'opacity-0'}`
        }
        frameStyle={{ transform: `scale(${1 + progress * 0.08})` }}
      />

      <div
        className={`${CONTAINER} relative flex h-full flex-col justify-end pt-32 pb-32`}
        style={{ opacity: 1 - progress * 1.4, transform: `translateY(${progress * -64}px)` }}
      >
        <div role="tablist" aria-label={actions.chooseModel} className="mb-14 flex gap-10 border-b border-bone/15">
          {models.map((m, i) => (
            <button
              key={m.key}
              {...tab(i)}
              id={`hero-tab-${m.key}`}
              aria-controls="hero-tabpanel"
              className={`-mb-px min-h-12 border-b pb-3 text-xs font-medium tracking-[0.3em] uppercase transition-colors ${
                i === active
                  ? 'border-gold text-bone'
                  : 'border-transparent text-bone/60 hover:text-bone forced-colors:border-[Canvas]'
              }`}
            >
              {m.name}
            </button>
          ))}
        </div>
        <div
          id="hero-tabpanel"
          role="tabpanel"
          aria-labelledby={`hero-tab-${model.key}`}
          key={model.key}
          className="max-w-3xl"
        >
          <Eyebrow className="animate-rise-in">{actions.pretitle}</Eyebrow>
          <HeroCopy model={model} actions={actions} delayMs={100} titleClassName="mt-6" />
        </div>
      </div>
      <ScrollCue text={actions.scrollText} />
    </div>
  )
}
