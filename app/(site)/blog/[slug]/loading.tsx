import { Spinner } from '@/components/ui/Spinner'

// Taller than the screen: React may paint this fallback before a large prerendered page has streamed in,
// and the footer must not be in view then (it would jump down: layout shift).
export default function ArticleLoading() {
  return (
    <main id="main" className="flex min-h-[120svh] items-start justify-center pt-[40svh]">
      <Spinner label="Loading article..." />
    </main>
  )
}
