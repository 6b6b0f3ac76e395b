import type React from 'react'

/**
 * A page that stands in for the one asked for (not found, or failed to render): what happened in the
 * visitor's language and the ways on, over a faint numeral when there is one.
 */
export function StatusPage({
  numeral,
  kicker,
  title,
  body,
  actions,
  children,
}: {
  numeral?: string
  kicker: string
  title: string
  body: string
  actions: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <main className="relative isolate flex min-h-svh items-center overflow-hidden bg-black pt-24 pb-16">
      {numeral && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-1/2 -z-10 -translate-y-1/2 text-center font-display text-[42vw] leading-none font-light text-bone/[0.035] select-none md:text-[30vw]"
        >
          {numeral}
        </p>
      )}
      <div className="mx-auto w-full max-w-3xl px-6 text-center">
        <p className="label-caps text-gold">{kicker}</p>
        <h1 className="mt-6 font-display text-5xl leading-[1.05] font-light md:text-7xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-md text-base leading-relaxed text-mist">{body}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        {children}
      </div>
    </main>
  )
}
