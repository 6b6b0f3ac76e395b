'use client'

import { useState } from 'react'

import { Eyebrow } from '@/components/ui/Eyebrow'
import { Tooltip } from '@/components/ui/Tooltip.client'
import { CONTAINER } from '@/components/ui/layout'

import { type HeroProps } from './hero'
import { HeroBackdrop } from './HeroBackdrop'
import { HeroCopy } from './HeroCopy'
import { ScrollCue } from './ScrollCue.client'
import { Swap } from '@/components/ui/Icons'

/** Desktop hero: the current model full-screen; the card of the other model swaps them. */
export function SwapHero({ models, actions }: HeroProps) {
  const [current, setCurrent] = useState(0)
  const model = models[current] ?? models[0]
  const other = models[1 - current] ?? models[1]

  return (
    <div className="relative h-svh min-h-[640px] overflow-hidden bg-black" data-current-model={model.name}>
      <HeroBackdrop
        models={models}
        current={current}
        frameClass={(shown) =>
          `transition-opacity duration-[1400ms] ease-out-soft ${shown ? 'opacity-100' : 'opacity-0'}`
        }
      />

      <div className={`${CONTAINER} relative flex h-full flex-col justify-end pt-32 pb-32`}>
        <div key={model.key} className="max-w-3xl">
          <Eyebrow className="animate-rise-in">{actions.pretitle}</Eyebrow>
          <p className="mt-8 animate-rise-in text-xs font-medium tracking-[0.35em] text-bone/70 uppercase [animation-delay:80ms]">
            <span className="text-gold">{String(current + 1).padStart(2, '0')}</span>
            <span className="mx-3 text-bone/30">/</span>
            {model.name}
          </p>
          <HeroCopy model={model} actions={actions} delayMs={140} titleClassName="mt-4" />
        </div>

        <div className="absolute right-6 bottom-32 sm:right-10 xl:right-16">
          <Tooltip content={other.switchLabel}>
            <button
              type="button"
              onClick={() => setCurrent(1 - current)}
              aria-label={other.showLabel}
              className="group block w-72 border border-bone/20 bg-black/40 text-left backdrop-blur-md transition-colors hover:border-gold/70 xl:w-80"
            >
              <span className="relative block aspect-[16/10] overflow-hidden">
                {other.thumb}
                <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
              </span>
              <span className="flex items-center justify-between gap-4 px-5 py-4">
                <span>
                  <span className="block text-[0.625rem] font-medium tracking-[0.3em] text-gold uppercase">
                    {other.name}
                  </span>
                  <span className="mt-1 block font-display text-2xl leading-none tracking-[0.06em]">{other.title}</span>
                </span>
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full border border-bone/30 transition-colors group-hover:border-gold group-hover:bg-gold group-hover:text-black"
                >
                  <Swap className="size-4" />
                </span>
              </span>
            </button>
          </Tooltip>
        </div>

        <ScrollCue text={actions.scrollText} />
      </div>
    </div>
  )
}
