/** Page gutters and section rhythm shared by every brand section (8 px grid). */
export const CONTAINER = 'mx-auto w-full max-w-[90rem] px-6 sm:px-10 xl:px-16'
export const SECTION_Y = 'py-16 md:py-28 xl:py-36'
