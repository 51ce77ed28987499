import { CallToAction } from '../../../components/CallToAction.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { ServiceCard } from '../../../components/ServiceCard.tsx'
import { pages } from '../../../content/pages.ts'
import { renderings } from '../../../content/renderings.ts'
import { services } from '../../../content/services.ts'
import type { PageProps } from '../../../lib/page.ts'
import { pathTo } from '../../../lib/routes.ts'

export default function Page({ path }: PageProps) {
  const page = pages.services
  return (
    <>
      <PageHeader path={path} heading={page.heading} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.slug} card={service} href={pathTo.service(service.slug)} />
          ))}
          <ServiceCard card={renderings.card} href="/3d-renderings/" />
        </ul>
      </div>
      <CallToAction />
    </>
  )
}
