import { Spinner } from '@/components/ui/Spinner'

/** Spec §2: a spinner while the yacht page loads. */
export default function YachtLoading() {
  return (
    <main id="main" className="flex min-h-[100svh] items-center justify-center bg-black">
      <Spinner label="Loading yacht" />
    </main>
  )
}
