// The home page's behaviours beyond the shared ones, loaded once the page has painted
// (lib/browser/after-paint.ts): the hero slideshow, in plain TypeScript, and the islands, which load React
// on approach. Both wait until a prerendered page is shown (the islands in lib/islands/hydrate.ts), so a page
// prerendered but never opened starts nothing.
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
