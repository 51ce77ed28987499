import { Credentials } from '../../components/Credentials.tsx'
import { Benefits } from '../../components/home/Benefits.tsx'
import { Contact } from '../../components/home/Contact.tsx'
import { Gallery } from '../../components/home/Gallery.tsx'
import { Hero } from '../../components/home/Hero.tsx'
import { Process } from '../../components/home/Process.tsx'
import { Testimonials } from '../../components/home/Testimonials.tsx'
import { JsonLd } from '../../components/JsonLd.tsx'
import { home } from '../../content/home.ts'
import { businessJsonLd, websiteJsonLd } from '../../lib/seo.ts'

export default function Page() {
  return (
    <>
      <Hero hero={home.hero} />
      <Credentials />
      <Benefits benefits={home.benefits} />
      <Gallery gallery={home.gallery} />
      <Process process={home.process} />
      <Testimonials section={home.testimonials} />
      <Contact contact={home.contact} />
      <JsonLd data={businessJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
    </>
  )
}
