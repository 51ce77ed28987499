import type { Islands } from '../../components/islands/registry.tsx'
import { startSite } from '../../lib/browser/site.ts'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

startSite()
hydrateIslands<Islands>({
  HeroSlideshow: () => import('../../components/islands/HeroSlideshow.tsx'),
  ProjectGallery: () => import('../../components/islands/ProjectGallery.tsx'),
  TestimonialCarousel: () => import('../../components/islands/TestimonialCarousel.tsx'),
  QuoteForm: () => import('../../components/islands/QuoteForm.tsx'),
})
