/** Copy for the 3D design visualization page (/3d-renderings/), and its card on the /services overview. */
import { business } from './business.ts'
import { defineContent, Renderings } from './schema.ts'

export const renderings = defineContent('renderings.ts', Renderings, {
  seo: {
    title: `3D Design Visualization & Renderings | ${business.shortName}`,
    description:
      'Photorealistic 3D renderings and virtual tours of your kitchen, bath or living space, so you can see and refine your San Diego remodel before construction starts.',
  },
  heading: '3D Design Visualization',
  intro:
    'See your new kitchen, bathroom or living space before a single wall comes down. We turn careful measurements of your home into realistic 3D renderings, so you can walk through the design, compare finishes and make changes while they are still easy, before anything is ordered or built.',
  card: {
    title: '3D Design Visualization',
    summary:
      'See your remodel in realistic 3D before anything is ordered or built, and try different layouts, materials and colors while changes are still easy.',
    icon: 'rotate-3d',
    features: [
      'Photorealistic renderings',
      '360° virtual tours',
      'Material and color selection',
      'Lighting simulation',
      'Layout optimization',
    ],
  },
  callButton: 'Call for a design consultation',
  quoteLink: 'Request a Free Quote',
  why: [
    {
      title: 'See It Before It Is Built',
      icon: 'eye',
      text: 'Floor plans and small samples are hard to picture. A realistic rendering shows how the room will actually look, from your doorway and at your eye level.',
    },
    {
      title: 'Catch Problems on Screen',
      icon: 'ruler',
      text: 'A dishwasher door that hits the island, a vanity that crowds the toilet, a window that loses its view: we find these in the model, not during construction.',
    },
    {
      title: 'Choose Finishes with Confidence',
      icon: 'palette',
      text: 'Try different cabinet colors, countertops, tile and flooring side by side, and see how they work together before you order anything.',
    },
    {
      title: 'Agree on One Clear Plan',
      icon: 'file-text',
      text: 'Everyone, from you to our crew, works from the same picture. The approved design becomes the basis for your written quote and the construction drawings.',
    },
  ],
  steps: [
    {
      title: 'Initial Consultation',
      icon: 'messages',
      text: 'We meet at your home to talk about how you use the space, what you want to change, your style and your budget. Bring photos and ideas you have saved.',
    },
    {
      title: 'Space Planning & Measurements',
      icon: 'ruler',
      text: 'We measure the room precisely, including windows, doors, ceiling heights and the plumbing and electrical locations that shape what is possible.',
    },
    {
      title: '3D Modeling & Design',
      icon: 'rotate-3d',
      text: 'We build a 3D model of your space with the proposed layout, cabinetry, finishes and lighting, and present it to you as photorealistic renderings.',
    },
    {
      title: 'Design Refinement',
      icon: 'pencil-ruler',
      text: 'You tell us what to change, we update the model, and we repeat until it is right. The final design goes into your quote and construction plans.',
    },
  ],
  gallery: [
    {
      image: {
        key: 'rendering-kitchen',
        alt: '3D rendering of a remodeled kitchen with a large island, pendant lights and open shelving',
      },
      title: 'Kitchen with island seating',
    },
    {
      image: {
        key: 'rendering-bathroom',
        alt: '3D rendering of a bathroom with a walk-in glass shower and a floating double vanity',
      },
      title: 'Primary bathroom with walk-in shower',
    },
    {
      image: {
        key: 'rendering-living',
        alt: '3D rendering of a living room with built-in shelving around a fireplace',
      },
      title: 'Living room with fireplace built-ins',
    },
    {
      image: {
        key: 'rendering-floorplan',
        alt: '3D floor plan of a single-level home showing an opened-up kitchen and living area',
      },
      title: '3D floor plan of an open layout',
    },
    {
      image: {
        key: 'rendering-outdoor',
        alt: '3D rendering of a backyard patio with covered seating next to the house',
      },
      title: 'Backyard patio and outdoor living',
    },
  ],
  services: [
    {
      title: 'Photorealistic Renderings',
      text: 'True-to-life images of your finished space, with real materials, colors and light, so there are no surprises when the work is done.',
    },
    {
      title: '360° Virtual Tours',
      text: 'Look around the room from any angle on your phone, tablet or computer, and share the link with family before you decide.',
    },
    {
      title: 'Material & Color Selection',
      text: 'Compare cabinet finishes, countertops, tile, flooring and paint colors in the model, side by side in the same light.',
    },
    {
      title: 'Lighting Simulation',
      text: 'See how daylight from your windows and the new recessed, pendant and under-cabinet lights will fall across the room at different times of day.',
    },
    {
      title: 'Layout Optimization',
      text: 'Test where the island, appliances, vanity or shower work best, with clearances for walkways, doors and drawers checked in the model.',
    },
  ],
  headings: {
    why: 'Why design in 3D first',
    steps: 'Our 3D design process',
    gallery: 'Recent 3D renderings',
    services: 'What our 3D design service includes',
  },
  closing: {
    heading: 'See your new space before we build it',
    text: `Call ${business.phone.display} to book a design consultation, or request a free quote online.`,
  },
})
