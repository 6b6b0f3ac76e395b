const MODEL_NAME = /\b(\p{Lu}{2,}) (\d+)\b/gu

/**
 * A model's name and number ("WAMA 26") kept on one line inside a sentence or title, where a break between
 * them reads as a typesetting slip. A name standing alone is left free to stack in display type, where
 * "WAMA" over "26" is a layout and keeping them together could push the name past a narrow screen.
 */
export function keepNamesWhole(text: string): string {
  if (/^\s*\p{Lu}{2,} \d+\s*$/u.test(text)) return text
  return text.replace(MODEL_NAME, '$1\u00a0$2')
}
