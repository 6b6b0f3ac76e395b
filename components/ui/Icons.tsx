import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** Thin-stroke line icons; decorative (aria-hidden), the control around them carries the name. */
function Line({ children, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  )
}

export const ArrowRight = (p: IconProps) => (
  <Line {...p}>
    <path d="M4 12h16M14 6l6 6-6 6" />
  </Line>
)
export const ArrowLeft = (p: IconProps) => (
  <Line {...p}>
    <path d="M20 12H4M10 6l-6 6 6 6" />
  </Line>
)
export const ArrowUpRight = (p: IconProps) => (
  <Line {...p}>
    <path d="M7 17 17 7M8 7h9v9" />
  </Line>
)
export const Close = (p: IconProps) => (
  <Line {...p}>
    <path d="M5 5l14 14M19 5 5 19" />
  </Line>
)
export const Calendar = (p: IconProps) => (
  <Line {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" />
  </Line>
)
export const Phone = (p: IconProps) => (
  <Line {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />
  </Line>
)
export const Chat = (p: IconProps) => (
  <Line {...p}>
    <path d="M4 20l1.3-3.9A8 8 0 1 1 8.5 19L4 20Z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5Z" />
  </Line>
)
export const Mail = (p: IconProps) => (
  <Line {...p}>
    <rect x="3" y="5.5" width="18" height="13" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </Line>
)
export const MapPin = (p: IconProps) => (
  <Line {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Line>
)
export const Download = (p: IconProps) => (
  <Line {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Line>
)
export const ChevronLeft = (p: IconProps) => (
  <Line {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Line>
)
export const ChevronRight = (p: IconProps) => (
  <Line {...p}>
    <path d="M9 5l7 7-7 7" />
  </Line>
)
/** Two opposed arrows: trades what is shown for the other one. */
export const Swap = (p: IconProps) => (
  <Line {...p}>
    <path d="M4 9h15l-4-4M20 15H5l4 4" />
  </Line>
)

// Small marks drawn on a 16-unit grid, for controls of 14 to 16 px where the line icons' stroke would thin out.
function Mark(props: IconProps) {
  return <Line viewBox="0 0 16 16" strokeWidth="1.5" strokeLinecap="butt" strokeLinejoin="miter" {...props} />
}
export const Check = (p: IconProps) => (
  <Mark {...p}>
    <path d="M3 8.5l3 3 7-7" />
  </Mark>
)
/** Points down; turned half a turn it points up. */
export const ChevronDown = (p: IconProps) => (
  <Mark {...p}>
    <path d="M3 6l5 5 5-5" />
  </Mark>
)
export const SmallClose = (p: IconProps) => (
  <Mark {...p}>
    <path d="M3 3l10 10M13 3L3 13" />
  </Mark>
)
export const Menu = (p: IconProps) => (
  <Line {...p}>
    <path d="M3 8h18M3 16h18" />
  </Line>
)

export function Facebook(p: IconProps) {
  return (
    <Line {...p}>
      <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V8.5Z" />
    </Line>
  )
}
export function Instagram(p: IconProps) {
  return (
    <Line {...p}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </Line>
  )
}
export function LinkedIn(p: IconProps) {
  return (
    <Line {...p}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" />
      <path d="M8 10.5V17M8 7.5v.01M11.5 17v-6.5M11.5 13a2.5 2.5 0 0 1 5 0v4" />
    </Line>
  )
}
export function YouTube(p: IconProps) {
  return (
    <Line {...p}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9 5 3-5 3V9Z" />
    </Line>
  )
}
