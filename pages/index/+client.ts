// The home page's behaviours beyond the shared ones (lib/browser/site.ts, which loads this entry once the
// page has painted): the hero slideshow, in plain TypeScript, and the islands, which load React on approach.
import { startHeroSlideshow } from '../../lib/browser/hero-slideshow.ts'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

const slideshow = document.querySelector<HTMLElement>('[data-slideshow]')
if (slideshow) startHeroSlideshow(slideshow)
hydrateIslands({
  ProjectGallery: () => import('../../components/islands/ProjectGallery.tsx'),
  TestimonialCarousel: () => import('../../components/islands/TestimonialCarousel.tsx'),
  QuoteForm: () => import('../../components/islands/QuoteForm.tsx'),
})
