import { Phone } from 'lucide-react'
import { phoneHref } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { IconCardGrid } from '../IconCardGrid.tsx'
import { Section } from '../Section.tsx'

export function Benefits({ benefits }: { benefits: Home['benefits'] }) {
  return (
    <Section id="benefits" title={benefits.heading} intro={benefits.intro}>
      <IconCardGrid cards={benefits.items} tone="sand" />
      <div className="mt-10 text-center">
        <a href={phoneHref} className="btn btn-primary px-6 py-3 text-lg">
          <Phone className="size-5" aria-hidden="true" /> {benefits.callButton}
        </a>
      </div>
    </Section>
  )
}
