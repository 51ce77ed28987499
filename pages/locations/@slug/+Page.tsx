import { Check } from 'lucide-react'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { JsonLd } from '../../../components/JsonLd.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Picture } from '../../../components/Picture.tsx'
import { ProjectCards } from '../../../components/ProjectCards.tsx'
import { QuoteSideCard } from '../../../components/QuoteSideCard.tsx'
import { RichText } from '../../../components/RichText.tsx'
import { locations } from '../../../content/locations.ts'
import { pages } from '../../../content/pages.ts'
import { entryFor } from '../../../lib/dynamic-route.ts'
import { fill } from '../../../lib/format.ts'
import type { PageProps } from '../../../lib/page.ts'
import { projectsNear } from '../../../lib/project-links.ts'
import { pathTo } from '../../../lib/routes.ts'
import { businessJsonLd } from '../../../lib/seo.ts'

export default function Page({ path, routeParams }: PageProps) {
  const location = entryFor(locations, routeParams.slug)
  const nearby = location.nearby.map((slug) => entryFor(locations, slug))
  const [firstImage, ...moreImages] = location.images
  const copy = pages.location
  const place = location.name
  return (
    <>
      <PageHeader path={path} heading={location.heading} intro={<RichText text={location.intro[0]!} />} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <div className="prose-body text-lg">
            {location.intro.slice(1).map((p) => (
              <p key={p}>
                <RichText text={p} />
              </p>
            ))}
          </div>
          {firstImage && (
            <Picture
              image={firstImage}
              sizes="(min-width: 1024px) 800px, 100vw"
              className="mt-8 h-auto w-full rounded-xl"
            />
          )}

          <h2 className="mt-12 text-2xl font-bold">{fill(copy.services, { place })}</h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {location.services.map((service) => (
              <li key={service.title} className="rounded-xl bg-sand p-5">
                <h3 className="font-semibold">
                  <a href={service.href} className="hover:text-brand hover:underline">
                    {service.title}
                  </a>
                </h3>
                <p className="mt-2 text-slate-700">
                  <RichText text={service.text} />
                </p>
              </li>
            ))}
          </ul>

          <h2 id="projects" className="mt-12 mb-6 text-2xl font-bold">
            {fill(copy.projects, { place })}
          </h2>
          <ProjectCards projects={projectsNear(location)} />

          <h2 className="mt-12 text-2xl font-bold">{copy.neighborhoods}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {location.neighborhoods.map((n) => (
              <li key={n} className="rounded-full bg-brand-light px-3 py-1 text-sm">
                {n}
              </li>
            ))}
          </ul>

          <h2 className="mt-12 text-2xl font-bold">
            {fill(copy.permits, { place, authority: location.permits.authority })}
          </h2>
          <div className="prose-body mt-4 text-lg">
            {location.permits.text.map((p) => (
              <p key={p}>
                <RichText text={p} />
              </p>
            ))}
          </div>

          <h2 className="mt-12 text-2xl font-bold">{fill(copy.reasons, { place })}</h2>
          <ul className="mt-6 space-y-4">
            {location.reasons.map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <Check className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{reason.title}</h3>
                  <p className="text-slate-700">
                    <RichText text={reason.text} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {moreImages.length > 0 && (
            <div className="mt-10 grid gap-4 sm:grid-cols-2">
              {moreImages.map((image) => (
                <Picture
                  key={image.key}
                  image={image}
                  sizes="(min-width: 640px) 400px, 100vw"
                  className="h-auto w-full rounded-xl"
                />
              ))}
            </div>
          )}

          <h2 className="mt-12 text-2xl font-bold">{location.nearbyHeading ?? copy.nearby}</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {nearby.map((n) => (
              <li key={n.slug}>
                <a
                  href={pathTo.location(n.slug)}
                  className="inline-block rounded-lg border border-slate-300 px-4 py-2 font-medium hover:border-brand hover:text-brand"
                >
                  {n.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <QuoteSideCard place={place} />
        </div>
      </div>
      <CallToAction heading={fill(copy.closing, { place })} />
      <JsonLd data={businessJsonLd([place])} />
    </>
  )
}
