/**
 * The icons the islands draw: lucide's drawings (lucide.dev, ISC licence) as plain SVG. lucide-react's
 * components bring about 1.5 KB (gzipped) of machinery to every phone that loads an island; the pages
 * rendered on the server keep using them, since none of that reaches a browser there. Every one here is
 * decorative (hidden from screen readers).
 */
import type { ReactNode } from 'react'

interface IconProps {
  className?: string
}

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export const ChevronLeft = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)

export const ChevronRight = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)

export const ExternalLink = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Icon>
)

export const MapPin = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
)

export const CircleCheckBig = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M21.801 10A10 10 0 1 1 17 3.335" />
    <path d="m9 11 3 3L22 4" />
  </Icon>
)
