// The home page's islands. The shared behaviours come from lib/browser/site.ts, which loads this entry
// once the page has painted.
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

hydrateIslands({
  HeroSlideshow: () => import('../../components/islands/HeroSlideshow.tsx'),
  ProjectGallery: () => import('../../components/islands/ProjectGallery.tsx'),
  TestimonialCarousel: () => import('../../components/islands/TestimonialCarousel.tsx'),
  QuoteForm: () => import('../../components/islands/QuoteForm.tsx'),
})
