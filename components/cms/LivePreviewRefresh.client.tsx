'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

/** In the admin's live preview only (draft mode): the page renders again each time the editor's draft is saved. */
export function LivePreviewRefresh({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return <RefreshRouteOnSave refresh={refresh} serverURL={serverURL} />
}
