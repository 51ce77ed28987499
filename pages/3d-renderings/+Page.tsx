import { Check, Phone } from 'lucide-react'
import { CallToAction } from '../../components/CallToAction.tsx'
import { IconCardGrid } from '../../components/IconCardGrid.tsx'
import { JsonLd } from '../../components/JsonLd.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Picture } from '../../components/Picture.tsx'
import { Section } from '../../components/Section.tsx'
import { Steps } from '../../components/Steps.tsx'
import { phoneHref } from '../../content/business.ts'
import { renderings } from '../../content/renderings.ts'
import type { PageProps } from '../../lib/page.ts'
import { quoteFormHref } from '../../lib/routes.ts'
import { serviceJsonLd } from '../../lib/seo.ts'

export default function Page({ path }: PageProps) {
  return (
    <>
      <PageHeader
        path={path}
        heading={renderings.heading}
        intro={
          <>
            <p>{renderings.intro}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={phoneHref} className="btn btn-primary px-5 py-3">
                <Phone className="size-5" aria-hidden="true" /> {renderings.callButton}
              </a>
              <a href={quoteFormHref()} className="btn btn-outline px-5 py-3">
                {renderings.quoteLink}
              </a>
            </div>
          </>
        }
      />
      <Section title={renderings.headings.why}>
        <IconCardGrid cards={renderings.why} tone="sand" />
      </Section>
      <Section title={renderings.headings.steps} tone="sand">
        <Steps steps={renderings.steps} />
      </Section>
      <Section title={renderings.headings.gallery}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {renderings.gallery.map((item) => (
            <li key={item.image.key}>
              <figure className="group relative overflow-hidden rounded-xl">
                <Picture
                  image={item.image}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-black/70 p-3 text-white transition-opacity sm:pointer-fine:opacity-0 sm:pointer-fine:group-hover:opacity-100">
                  {item.title}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={renderings.headings.services} tone="sand">
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {renderings.services.map((service) => (
            <li key={service.title} className="flex gap-3 rounded-xl bg-white p-5">
              <Check className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{service.title}</h3>
                <p className="mt-1 text-slate-700">{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction heading={renderings.closing.heading} text={renderings.closing.text} />
      <JsonLd data={serviceJsonLd({ title: renderings.heading, summary: renderings.intro, path })} />
    </>
  )
}
