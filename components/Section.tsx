import { type ReactNode, useId } from 'react'

interface SectionProps {
  id?: string
  /** Heading of the section (an h2), which names the section landmark. */
  title?: string
  intro?: string
  tone?: 'white' | 'sand'
  reveal?: boolean
  children: ReactNode
}

export function Section({ id, title, intro, tone = 'white', reveal = false, children }: SectionProps) {
  const generatedId = useId()
  const headingId = id ? `${id}-heading` : generatedId
  // A section element is a landmark that needs a heading; an untitled band is only a box.
  const Band = title ? 'section' : 'div'
  return (
    <Band
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={tone === 'sand' ? 'bg-sand' : 'bg-white'}
      data-reveal={reveal ? '' : undefined}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        {title && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
            {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </Band>
  )
}
