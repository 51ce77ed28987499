import type { ComponentType } from 'react'

/** What +onRenderHtml passes to every page component. */
export interface PageProps {
  /** The path being rendered, e.g. "/locations/la-jolla/". */
  path: string
  routeParams: Record<string, string>
  is404: boolean
  /** Message of the error that made Vike render the error page (not a 404). */
  errorMessage?: string
}

export type PageComponent = ComponentType<PageProps>
