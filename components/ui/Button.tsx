import type { ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'outline'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-3 text-balance text-center sm:whitespace-nowrap uppercase font-medium tracking-label transition-[background-color,border-color,color] duration-300 ease-out-soft disabled:cursor-not-allowed disabled:opacity-50'

// A contrast theme (forced colours) drops fills: the filled variants get an edge there.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-black hover:bg-gold-bright forced-colors:border',
  secondary: 'bg-bone text-black hover:bg-white forced-colors:border',
  outline: 'border border-gold/70 text-bone hover:border-gold hover:bg-gold hover:text-black',
}

// Every size keeps a 44 px tap target. A phone gets narrower padding (and, from the theme, tighter letter spacing),
// so that a long French label holds on one line at 360 px; a longer one wraps rather than widen the page.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-5 text-[0.6875rem]',
  md: 'min-h-12 px-5 text-xs sm:px-8',
  lg: 'min-h-14 px-5 text-xs sm:px-10',
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim()
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...rest} />
}
