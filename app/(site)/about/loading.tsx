import { Spinner } from '@/components/ui/Spinner'

/** Spec §4: the about page shows a spinner while it loads (client navigation). */
export default function AboutLoading() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-charcoal">
      <Spinner label="Loading" />
    </main>
  )
}
