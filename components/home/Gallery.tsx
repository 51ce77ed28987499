import { business } from '../../content/business.ts'
import { galleryProjects } from '../../content/projects.ts'
import { GalleryCategory, type Home } from '../../content/schema.ts'
import { galleryFilters } from '../../lib/gallery.ts'
import { picture } from '../../lib/images.server.ts'
import { pathTo } from '../../lib/routes.ts'
import { Island } from '../islands/registry.tsx'
import { Section } from '../Section.tsx'

export function Gallery({ gallery }: { gallery: Home['gallery'] }) {
  return (
    <Section id="gallery" title={gallery.heading} intro={gallery.intro} tone="sand">
      <Island
        name="ProjectGallery"
        props={{
          projects: galleryProjects.map((p) => ({
            id: p.slug,
            category: p.category,
            categoryLabel: gallery.filters[p.category],
            picture: picture(p.image.key),
            alt: p.image.alt,
            title: p.title,
            href: pathTo.project(p.slug),
            description: p.description,
            location: p.location,
          })),
          filters: galleryFilters(GalleryCategory.options, galleryProjects, gallery.filters),
          instagramUrl: business.social.instagram,
          widgetSrc: business.reviewWidgets.gallery,
          words: {
            instagramLink: gallery.instagramLink,
            moreOnInstagram: gallery.moreOnInstagram,
            names: gallery.names,
          },
        }}
      />
    </Section>
  )
}
