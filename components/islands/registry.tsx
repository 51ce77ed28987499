/**
 * The island registry: every component that runs in the browser, under the name its HTML carries
 * (`data-island`). Server components place one with `<Island name="QuoteForm" props={...} />`, whose props
 * must be JSON (lib/islands/serializable.ts); a page's +client.ts hydrates the islands it has with
 * `hydrateIslands<Islands>({ QuoteForm: () => import(...) })`, checked against this list.
 */
import type { ComponentProps, ComponentType } from 'react'
import { IslandRoot } from '../../lib/islands/IslandRoot.tsx'
import type { Serializable } from '../../lib/islands/serializable.ts'
import ProjectGallery from './ProjectGallery.tsx'
import QuoteForm from './QuoteForm.tsx'
import SubcontractorForm from './SubcontractorForm.tsx'
import TestimonialCarousel from './TestimonialCarousel.tsx'

export const islands = { ProjectGallery, TestimonialCarousel, QuoteForm, SubcontractorForm }
export type Islands = typeof islands
export type IslandName = keyof Islands

interface IslandProps<Name extends IslandName> {
  name: Name
  props: ComponentProps<Islands[Name]> & Serializable<ComponentProps<Islands[Name]>>
}

/** A registered island, rendered on the server with its props serialized beside it. */
export function Island<Name extends IslandName>({ name, ...rest }: IslandProps<Name>) {
  const component = islands[name] as ComponentType<ComponentProps<Islands[Name]>>
  return <IslandRoot name={name} component={component} {...rest} />
}
