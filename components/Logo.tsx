import { business } from '../content/business.ts'
import { navigation } from '../content/navigation.ts'
import { fill } from '../lib/format.ts'

/** What screen readers call the logo where it links home (the header's and the footer's). */
export const homeLinkName = fill(navigation.names.homeLink, { name: business.name })

/** What follows the short name in the full name ("Remodeling"), when the full name starts with it. */
const rest = business.name.startsWith(`${business.shortName} `)
  ? business.name.slice(business.shortName.length + 1)
  : ''

/** Word mark with a simple roof-line glyph; the name comes from the business facts. */
export function Logo({ nameClassName = '' }: { nameClassName?: string }) {
  return (
    <span className="flex items-center gap-2 font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0 text-brand" aria-hidden="true" focusable="false">
        <path
          d="M4 15 16 5l12 10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M8 14v13h16V14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M13 27v-7h6v7" fill="currentColor" />
      </svg>
      {/* Two short lines ("Coastal Craft" / "Remodeling") rather than one long one: the header has little
          room on phones and at 1280 px. */}
      <span className={`text-base leading-tight sm:text-lg ${nameClassName}`}>
        {rest ? (
          <>
            {business.shortName}
            <br />
            {rest}
          </>
        ) : (
          business.name
        )}
      </span>
    </span>
  )
}
