'use client'

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'

const noSubscription = () => () => {}

/** False on the server and while the page hydrates, true once it runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * A component whose code loads in its own chunk once the page is running in the browser, and renders
 * nothing before. React's own `lazy` does the loading, so pages carry no loader of their own for it.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function ClientOnly(props: P) {
    const hydrated = useHydrated()
    if (!hydrated) return null
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return ClientOnly
}
