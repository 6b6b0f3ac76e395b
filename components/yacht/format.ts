/** Prices read "EUR 160,000"; a missing price reads "N/A". */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return 'N/A'
  return `EUR ${Math.round(price).toLocaleString('en-US')}`
}
