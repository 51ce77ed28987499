/**
 * The nine project cards on /projects. The page title and intro live in content/pages.ts.
 * PLACEHOLDER details: confirm each card against a real finished job (and its photo), then mark it confirmedByOwner: true.
 */
import { z } from 'zod'
import { defineContent, ProjectCard } from './schema.ts'

export const projects = defineContent('projects', z.array(ProjectCard).length(9), [
  {
    title: 'Coastal Kitchen Remodel',
    location: 'Del Mar',
    type: 'Kitchen Remodel',
    image: { key: 'kitchen-coastal', alt: 'Light, airy kitchen with oak cabinets, white tile backsplash and stainless hardware' },
    description:
      'A dark 1980s kitchen became a bright space with light oak cabinets, a quartz-topped island and stainless hardware that stands up to the salt air.',
  },
  {
    title: 'Galley Kitchen Opened Up',
    location: 'San Diego',
    type: 'Kitchen Remodel',
    image: { key: 'kitchen-galley-quartz', alt: 'Galley kitchen with quartz counters, white cabinets and under-cabinet lighting' },
    description:
      'In a 1950s home, we widened the galley opening, added a 200-amp electrical panel for an induction range, and used quartz counters and under-cabinet lighting to make a narrow room feel open.',
  },
  {
    title: '3D Kitchen and Great Room Concept',
    location: 'Carmel Valley',
    type: 'Design Visualization',
    image: { key: 'rendering-kitchen', alt: '3D rendering of a kitchen and great room with an island and open shelving' },
    description:
      'Photorealistic renderings let this family compare two island layouts and three cabinet colors before committing, and the version they chose went straight into construction drawings.',
  },
  {
    title: 'Porcelain Tile Entry and Hallway',
    location: 'Encinitas',
    type: 'Flooring',
    image: { key: 'flooring-tile-entry', alt: 'Entry hall with large-format porcelain tile and a wood-look runner' },
    description:
      'Large-format porcelain tile replaced worn carpet from the front door through the hallway, a practical choice for sandy feet coming home from the beach.',
  },
  {
    title: 'Living Room Color and Trim Refresh',
    location: 'La Jolla',
    type: 'Interior Design',
    image: { key: 'interior-living-paint', alt: 'Living room with soft neutral walls, white trim and ocean-inspired accents' },
    description:
      'A new color palette of soft neutrals with ocean-blue accents, fresh white trim and updated lighting made a formal living room feel relaxed and inviting.',
  },
  {
    title: 'Whole-Home Renovation',
    location: 'Carlsbad',
    type: 'Complete Renovation',
    image: { key: 'kitchen-walnut-open', alt: 'Open-plan kitchen and dining area with walnut cabinetry after a whole-home renovation' },
    description:
      'We opened the kitchen to the dining room, remodeled two bathrooms, installed engineered oak floors throughout and repainted inside and out, all under one schedule and one contract.',
  },
  {
    title: 'Primary Bath with Double Vanity',
    location: 'Carmel Valley',
    type: 'Bathroom Remodel',
    image: { key: 'bathroom-double-vanity', alt: 'Primary bathroom with a floating double vanity, two mirrors and a tiled floor' },
    description:
      'A floating double vanity, tall medicine cabinets and a walk-in shower with a frameless glass panel replaced a dated single sink and builder-grade tub.',
  },
  {
    title: 'Soaking Tub Hall Bath',
    location: 'San Diego',
    type: 'Bathroom Remodel',
    image: { key: 'bathroom-tub-tile', alt: 'Bathroom with a deep soaking tub, patterned floor tile and white wall tile' },
    description:
      'A deep soaking tub, patterned floor tile and a humidity-controlled exhaust fan gave this family bathroom a fresh start after years of mildew problems.',
  },
  {
    title: 'Walk-In Pantry Cabinetry',
    location: 'Encinitas',
    type: 'Custom Cabinetry',
    image: { key: 'cabinetry-pantry', alt: 'Walk-in pantry with custom floor-to-ceiling cabinets, pull-out drawers and open shelves' },
    description:
      'Floor-to-ceiling custom cabinets with pull-out drawers, adjustable shelves and a coffee station turned a cluttered pantry into the most organized room in the house.',
  },
])
