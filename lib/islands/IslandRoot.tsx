import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Serializable } from './serializable.ts'

interface IslandProps<P extends object> {
  /** Name under which the page's +client.ts registers this component's loader (components/islands/registry.tsx). */
  name: string
  component: ComponentType<P>
  props: P & Serializable<P>
}

/**
 * Server side of an island: renders the component to HTML on its own React root (so its markup is exactly
 * what `hydrateRoot` expects in the browser, and useId values cannot collide with other islands), and
 * serializes its props next to it. The rest of the page is static HTML that never hydrates.
 */
export function IslandRoot<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: `${name}-` })
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, made by React.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
