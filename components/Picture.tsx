import type { Image } from '../content/schema.ts'
import { picture } from '../lib/images.server.ts'
import { PictureView } from './PictureView.tsx'

interface PictureProps {
  image: Image
  sizes: string
  className?: string
  priority?: boolean
}

/** Server-side picture of a catalogued photo (see content/images.ts). */
export function Picture({ image, ...rest }: PictureProps) {
  return <PictureView data={picture(image.key)} alt={image.alt} {...rest} />
}
