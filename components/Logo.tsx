import { business } from '../content/business.ts'

/** Word mark with a simple roof-line glyph; the name comes from the business facts. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0 text-brand" aria-hidden="true" focusable="false">
        <path d="M4 15 16 5l12 10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M8 14v13h16V14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M13 27v-7h6v7" fill="currentColor" />
      </svg>
      {/* Wraps onto two lines on phones, where the header has little room. */}
      <span className="max-w-[7.5rem] text-base leading-tight sm:max-w-none sm:text-lg">{business.name}</span>
    </span>
  )
}
