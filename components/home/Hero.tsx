import { Phone, Star } from 'lucide-react'
import { business, phoneHref } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { fill } from '../../lib/format.ts'
import { inlineAvatar, picture } from '../../lib/images.server.ts'
import { HeroSlideshow } from './HeroSlideshow.tsx'

/** How long each hero slide shows before the next. */
const HERO_INTERVAL_MS = 5000

/**
 * A 48 px avatar that needs no request: the AVIF comes inside the page (lib/images.server.ts, inlineAvatars);
 * only a browser without AVIF fetches the WebP file.
 */
function HeroAvatar({ imageKey }: { imageKey: string }) {
  const { img } = picture(imageKey)
  return (
    <picture>
      <source type="image/avif" srcSet={inlineAvatar(imageKey)} />
      <img
        src={img.src}
        width={img.w}
        height={img.h}
        alt=""
        className="size-12 rounded-full object-cover ring-2 ring-white"
        decoding="async"
      />
    </picture>
  )
}

export function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    // The copy sits at the top of the hero, not centred in it: a busy phone's parser can stop mid-hero and
    // paint what it has read, and centred copy would then move as the rest arrived (a layout shift); copy
    // that starts at the top only grows downwards (tests/e2e/home.spec.ts "hero copy"). On a phone the copy
    // fills the screen either way; on a tall desktop screen the top padding grows with the screen instead.
    // The sections after it render only as they near the viewport (`#hero ~ section` in pages/styles.css).
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative flex min-h-svh items-start overflow-hidden bg-ink text-white"
    >
      <div className="relative z-10 mx-auto w-full max-w-7xl px-4 pb-28 pt-28 sm:px-6 lg:pt-[max(7rem,18svh)]">
        <div className="max-w-3xl">
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg text-slate-100 sm:text-xl">{hero.blurb}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={phoneHref} className="btn btn-primary px-6 py-3 text-lg">
              <Phone className="size-5" aria-hidden="true" /> {hero.callButton}
            </a>
            <a href="#gallery" className="btn btn-outline px-6 py-3 text-lg">
              {hero.workLink}
            </a>
          </div>
          <div className="mt-10 flex items-center gap-4">
            {/* Kept whole: squeezed by the rating beside it on a phone, the circles became ovals. */}
            <div className="flex shrink-0 -space-x-3">
              {hero.avatars.map((key) => (
                <HeroAvatar key={key} imageKey={key} />
              ))}
            </div>
            <div>
              <p className="font-semibold">{fill(hero.trustedBy, { homeowners: business.reviews.homeowners })}</p>
              <p className="flex flex-wrap items-center gap-1 text-sm text-slate-100">
                <span className="flex text-amber-400" aria-hidden="true">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" />
                  ))}
                </span>
                {fill(hero.rating, { rating: business.reviews.rating, count: business.reviews.count })}
              </p>
            </div>
          </div>
        </div>
      </div>
      {/* After the copy in the DOM, so keyboard focus reaches the slideshow controls (at the bottom) last;
          the photos still sit behind the copy, which is stacked above them. */}
      <HeroSlideshow slides={hero.slides} names={hero.names} intervalMs={HERO_INTERVAL_MS} />
    </section>
  )
}
