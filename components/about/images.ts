import { FALLBACK_IMAGE } from '@/lib/cms'

/** Empty image fields show the fallback image. */
export const withFallback = (src: string | null | undefined): string => (src && src.trim() ? src : FALLBACK_IMAGE)
