import { Spinner } from '@/components/ui/Spinner'

export default function ArticleLoading() {
  return (
    <main id="main" className="flex min-h-[80svh] items-center justify-center pt-24">
      <Spinner label="Loading article..." />
    </main>
  )
}
