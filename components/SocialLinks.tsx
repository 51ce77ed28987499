import { business } from '../content/business.ts'
import { navigation } from '../content/navigation.ts'
import { fill } from '../lib/format.ts'

// lucide no longer ships brand marks, so these three are drawn here with simple shapes (24px grid).
const marks = {
  facebook: (
    <path d="M14 8h-2a1 1 0 0 0-1 1v2h3l-.5 3H11v7H8v-7H6v-3h2V8.5A3.5 3.5 0 0 1 11.5 5H14z" fill="currentColor" />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r=".75" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </g>
  ),
} as const

// The marks' order is the links' order; each network's name and profile come from content.
const networks = Object.keys(marks) as (keyof typeof marks)[]

export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={business.social[network]}
            rel="noopener"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-black/10"
            aria-label={fill(navigation.names.socialLink, {
              name: business.name,
              network: navigation.names.networks[network],
            })}
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              {marks[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
