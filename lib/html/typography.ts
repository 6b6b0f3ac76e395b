import { LOCALE_FACTS, type Locale } from '@/lib/i18n/config'

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

/**
 * Editors type an ordinary space before a French "?" or ":", which lets the mark start a line on its own; in
 * a language that spaces its punctuation that space becomes a no-break one (the seeded copy already has it).
 */
export function spacePunctuation(text: string, locale: Locale): string {
  if (!LOCALE_FACTS[locale].spacedPunctuation) return text
  return text.replace(/ ([?!;:»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
}

/** CMS rich text as the page's language sets it: names kept whole and punctuation spaced. */
export function typeset(text: string, locale: Locale): string {
  return spacePunctuation(keepNamesWhole(text), locale)
}
