import type { PictureData } from '../lib/picture.ts'

interface PictureViewProps {
  data: PictureData
  alt: string
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  className?: string
  /** The largest image above the fold: loaded eagerly with high priority (it is the LCP element). */
  priority?: boolean
}

/** A <picture> with AVIF and WebP sources and intrinsic size; lazy unless it is the LCP image. */
export function PictureView({ data, alt, sizes, className, priority = false }: PictureViewProps) {
  const { crop } = data
  return (
    <picture>
      {crop &&
        Object.entries(crop.sources).map(([format, srcSet]) => (
          <source
            key={`crop-${format}`}
            media={crop.media}
            type={`image/${format}`}
            srcSet={srcSet}
            sizes={sizes}
            width={crop.img.w}
            height={crop.img.h}
          />
        ))}
      {Object.entries(data.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={data.img.src}
        width={data.img.w}
        height={data.img.h}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        // Never "sync", not even for the largest photo: that would hold the whole frame, words included, until
        // the photo is decoded; this way the words paint first and the photo joins them a frame later.
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  )
}
