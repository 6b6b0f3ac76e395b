/** Typographic logo: serif WAMA over a small gold YACHTS. */
export function Wordmark({ size = 'md', className = '' }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span className={`inline-flex flex-col items-start leading-none ${className}`}>
      <span
        className={`font-display font-light tracking-[0.34em] ${size === 'lg' ? 'text-[2.5rem]' : 'text-[1.75rem]'}`}
      >
        WAMA
      </span>
      <span
        className={`mt-1 pl-[0.1em] font-medium tracking-[0.62em] text-gold uppercase ${size === 'lg' ? 'text-[0.6875rem]' : 'text-[0.5625rem]'}`}
      >
        Yachts
      </span>
    </span>
  )
}
