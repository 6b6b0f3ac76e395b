/**
 * What a catalogue rule can say about an option: it needs other options, cannot be fitted with them,
 * is a package that includes them, or needs an engine of given categories.
 */
export const OPTION_RULE_KINDS = ['requires', 'excludes', 'includes', 'needs-engine'] as const

export const ENGINE_CATEGORIES = ['outboard', 'sterndrive', 'inboard', 'forward-drive'] as const
