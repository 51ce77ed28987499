import type { Home } from '../../content/schema.ts'
import { quoteFormHref } from '../../lib/routes.ts'
import { Section } from '../Section.tsx'
import { Steps } from '../Steps.tsx'

export function Process({ process }: { process: Home['process'] }) {
  return (
    <Section id="process" title={process.heading} intro={process.intro}>
      <Steps steps={process.steps} />
      <div className="mt-10 text-center">
        <a href={quoteFormHref(true)} className="btn btn-primary px-6 py-3 text-lg">
          {process.contactLink}
        </a>
      </div>
    </Section>
  )
}
