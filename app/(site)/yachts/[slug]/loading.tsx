import { Spinner } from '@/components/ui/Spinner'

// Taller than the screen: React may paint this fallback before a large prerendered page has streamed in,
// and the footer must not be in view then (it would jump down: layout shift).
/** Spec §2: a spinner while the yacht page loads. */
export default function YachtLoading() {
  return (
    <main id="main" className="flex min-h-[120svh] items-start justify-center bg-black pt-[40svh]">
      <Spinner label="Loading yacht" />
    </main>
  )
}
