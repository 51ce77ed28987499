// The home page's behaviours beyond the shared ones, loaded once the page has painted
// (lib/browser/after-paint.ts): the hero slideshow, in plain TypeScript, and the islands, which load React
// on approach. The slideshow waits until a prerendered page is shown; the islands do by themselves, since a
// prerendered page is not rendered, so no island nears the viewport before it is shown.
import type { Islands } from '../../components/islands/registry.tsx'
import { whenActivated } from '../../lib/browser/activation.ts'
import { startHeroSlideshow } from '../../lib/browser/hero-slideshow.ts'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

const slideshow = document.querySelector<HTMLElement>('[data-slideshow]')
if (slideshow) whenActivated(() => startHeroSlideshow(slideshow))
hydrateIslands<Islands>({
  ProjectGallery: () => import('../../components/islands/ProjectGallery.tsx'),
  TestimonialCarousel: () => import('../../components/islands/TestimonialCarousel.tsx'),
  QuoteForm: () => import('../../components/islands/QuoteForm.tsx'),
})
