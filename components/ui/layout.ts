/**
 * Page gutters and section rhythm shared by every brand section (8 px grid). A page with a tab fixed to
 * its right edge sets `--edge-tab` to the room the tab takes, and the right gutter widens to clear it. On paper
 * the rhythm tightens: there, space costs pages.
 */
export const CONTAINER = 'mx-auto w-full max-w-[90rem] px-6 sm:px-10 sm:pr-[max(2.5rem,var(--edge-tab,0rem))] xl:px-16'
export const SECTION_Y = 'py-16 md:py-28 xl:py-36 print:py-10'
/** A page's own header under the fixed site header, which paper does not have. */
export const PAGE_HEADER_Y = 'pt-36 pb-16 md:pt-48 md:pb-24 print:pt-0 print:pb-8'
