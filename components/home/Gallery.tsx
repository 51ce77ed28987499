import { business } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { galleryFilters } from '../../lib/gallery.ts'
import { picture } from '../../lib/images.ts'
import { Island } from '../../lib/islands/Island.tsx'
import ProjectGallery from '../islands/ProjectGallery.tsx'
import { Section } from '../Section.tsx'

const categoryLabel = (id: string) => galleryFilters.find((f) => f.id === id)?.label ?? id

export function Gallery({ gallery }: { gallery: Home['gallery'] }) {
  return (
    <Section id="gallery" title={gallery.heading} intro={gallery.intro} tone="sand">
      <Island
        name="ProjectGallery"
        component={ProjectGallery}
        props={{
          projects: gallery.projects.map((p) => ({
            id: p.id,
            category: p.category,
            categoryLabel: categoryLabel(p.category),
            picture: picture(p.image.key),
            alt: p.image.alt,
            title: p.title,
            description: p.description,
            location: p.location,
          })),
          instagramUrl: business.social.instagram,
          widgetSrc: business.reviewWidgets.gallery,
        }}
      />
    </Section>
  )
}
