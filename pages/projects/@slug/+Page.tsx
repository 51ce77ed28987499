import { BeforeAfter } from '../../../components/BeforeAfter.tsx'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { JsonLd } from '../../../components/JsonLd.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Picture } from '../../../components/Picture.tsx'
import { ProjectCards } from '../../../components/ProjectCards.tsx'
import { ProjectFacts } from '../../../components/ProjectFacts.tsx'
import { pages } from '../../../content/pages.ts'
import { projects } from '../../../content/projects.ts'
import { entryFor } from '../../../lib/dynamic-route.ts'
import { fill, formatDate } from '../../../lib/format.ts'
import type { PageProps } from '../../../lib/page.ts'
import { locationOf, relatedProjects, testimonialsOf } from '../../../lib/project-links.ts'
import { projectJsonLd } from '../../../lib/seo.ts'

/** The column's photos: the full width of the column (56rem less its padding), or of a phone less its margins. */
const PHOTO_SIZES = '(min-width: 56rem) 848px, calc(100vw - 2rem)'

function Story({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <>
      <h2>{heading}</h2>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  )
}

function List({ heading, items }: { heading: string; items: string[] }) {
  return (
    <>
      <h3>{heading}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

export default function Page({ path, routeParams }: PageProps) {
  const project = entryFor(projects, routeParams.slug)
  const copy = pages.project
  const location = locationOf(project)
  const related = relatedProjects(project)
  const testimonials = testimonialsOf(project)
  return (
    <>
      <PageHeader
        path={path}
        heading={project.title}
        meta={
          <>
            <span className="font-semibold text-brand">{project.type}</span> · {project.location}
          </>
        }
      />
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {/* The page's largest paint on a phone: fetched at once (docs/performance.md). */}
        <Picture image={project.image} sizes={PHOTO_SIZES} className="h-auto w-full rounded-xl" priority />
        <p className="mt-8 text-xl text-slate-700">{project.description}</p>
        <ProjectFacts project={project} location={location} />
        <div className="prose-body mt-4 text-lg">
          <Story heading={copy.goal} paragraphs={project.goal} />
          <Story heading={copy.house} paragraphs={project.house} />
          <Story heading={copy.work} paragraphs={project.work} />
          <List heading={copy.scope} items={project.scope} />
          <div className="grid gap-x-8 sm:grid-cols-2">
            <div>
              <List heading={copy.materials} items={project.materials} />
            </div>
            <div>
              <List heading={copy.trades} items={project.trades} />
            </div>
          </div>
        </div>
        {project.beforeAfter && (
          <section aria-labelledby="before-after" className="mt-12">
            <h2 id="before-after" className="mb-6 text-2xl font-bold">
              {copy.beforeAfter.heading}
            </h2>
            <BeforeAfter {...project.beforeAfter} sizes={PHOTO_SIZES} />
          </section>
        )}
        {project.photos.length > 0 && (
          <section aria-labelledby="photos" className="mt-12">
            <h2 id="photos" className="mb-6 text-2xl font-bold">
              {copy.photos}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2">
              {project.photos.map((photo) => (
                <figure key={photo.key}>
                  <Picture
                    image={photo}
                    sizes="(min-width: 56rem) 416px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] h-auto w-full rounded-lg object-cover"
                  />
                  <figcaption className="mt-2 text-sm text-slate-600">{photo.caption}</figcaption>
                </figure>
              ))}
            </div>
          </section>
        )}
        {testimonials.length > 0 && (
          <section aria-labelledby="testimonial" className="mt-12 rounded-xl bg-sand p-6 sm:p-8">
            <h2 id="testimonial" className="text-2xl font-bold">
              {copy.testimonial}
            </h2>
            {testimonials.map((testimonial) => (
              <figure key={testimonial.slug} className="mt-4">
                <blockquote className="text-lg text-slate-800">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-3 font-semibold">
                  {testimonial.name}, {testimonial.location}
                </figcaption>
              </figure>
            ))}
          </section>
        )}
        <p className="mt-12 text-sm text-slate-600">{fill(copy.published, { date: formatDate(project.published) })}</p>
        {related.length > 0 && (
          <section aria-labelledby="related" className="mt-12">
            <h2 id="related" className="mb-6 text-2xl font-bold">
              {copy.related}
            </h2>
            <ProjectCards projects={related} />
          </section>
        )}
      </article>
      <CallToAction heading={fill(copy.closing, { place: project.location })} />
      <JsonLd data={projectJsonLd(project, path)} />
    </>
  )
}
