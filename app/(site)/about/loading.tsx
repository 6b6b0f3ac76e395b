import { Spinner } from '@/components/ui/Spinner'

// Taller than the screen: React may paint this fallback before a large prerendered page has streamed in,
// and the footer must not be in view then (it would jump down: layout shift).
/** Spec §4: the about page shows a spinner while it loads (client navigation). */
export default function AboutLoading() {
  return (
    <main className="flex min-h-[120svh] items-start justify-center bg-charcoal pt-[40svh]">
      <Spinner label="Loading" />
    </main>
  )
}
