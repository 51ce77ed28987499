/**
 * The catalogue of photos the site uses. Each key is a file in assets/images/<key>.jpg.
 * Until the contractor supplies real photos, `npm run placeholders` draws a labelled placeholder for each
 * key; replacing a photo means dropping a real JPEG with the same name into assets/images/.
 */
export const imageKeys = [
  'hero-kitchen', 'hero-bathroom', 'hero-living',
  'kitchen-white-shaker', 'kitchen-navy-island', 'kitchen-walnut-open', 'kitchen-galley-quartz', 'kitchen-coastal',
  'bathroom-spa-shower', 'bathroom-double-vanity', 'bathroom-tub-tile',
  'interior-living-paint', 'interior-stair-millwork', 'interior-dining-built-ins',
  'flooring-oak-plank', 'flooring-tile-entry',
  'cabinetry-pantry', 'cabinetry-vanity',
  'painting-exterior', 'painting-cabinets',
  'rendering-kitchen', 'rendering-bathroom', 'rendering-living', 'rendering-floorplan', 'rendering-outdoor',
  'avatar-1', 'avatar-2', 'avatar-3',
  'coastal-home-exterior',
  'north-park-craftsman-kitchen', 'clairemont-ranch-open-kitchen',
  'la-jolla-midcentury-kitchen', 'la-jolla-spanish-revival-bath', 'la-jolla-village-cottage',
  'del-mar-hillside-great-room', 'del-mar-beach-colony-bath',
  'coronado-craftsman-kitchen', 'coronado-victorian-exterior',
  'carlsbad-la-costa-kitchen', 'carlsbad-aviara-primary-bath',
  'encinitas-leucadia-cottage-kitchen', 'encinitas-olivenhain-ranch-floors',
  'point-loma-ranch-kitchen', 'point-loma-wooded-area-bath',
  'rancho-santa-fe-estate-kitchen', 'fairbanks-ranch-primary-bath', 'rancho-santa-fe-library-built-ins',
] as const

export type ImageKey = (typeof imageKeys)[number]
