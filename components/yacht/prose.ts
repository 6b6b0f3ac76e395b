/** Typography for CMS HTML on the dark yacht sections (descendant styles, so they apply to sanitised markup). */
export const YACHT_PROSE =
  'text-lg leading-relaxed text-bone/85 [&_p+p]:mt-5 [&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-medium [&_strong]:text-bone'
