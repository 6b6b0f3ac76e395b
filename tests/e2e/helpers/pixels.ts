const linear = (channel: number) => {
  const s = channel / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG's relative luminance of the pixel at byte `i` of a raw RGB buffer. */
export const luminance = (rgb: Buffer, i: number) =>
  0.2126 * linear(rgb[i] ?? 0) + 0.7152 * linear(rgb[i + 1] ?? 0) + 0.0722 * linear(rgb[i + 2] ?? 0)

/** WCAG's contrast ratio of two relative luminances. */
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
