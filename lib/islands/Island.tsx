import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Serializable } from './serializable.ts'

/** When an island's JavaScript loads: when it nears the viewport, when the browser is idle, or at once. */
export type HydrateOn = 'visible' | 'idle' | 'load'

interface IslandProps<P extends object> {
  /** Name under which the page's +client.ts registers this component's loader (components/islands/registry.tsx). */
  name: string
  component: ComponentType<P>
  props: P & Serializable<P>
  hydrate?: HydrateOn
  className?: string
}

/**
 * Server side of an island: renders the component to HTML on its own React root (so its markup is exactly
 * what `hydrateRoot` expects in the browser, and useId values cannot collide with other islands), and
 * serializes its props next to it. The rest of the page is static HTML that never hydrates.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'visible',
  className,
}: IslandProps<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: `${name}-` })
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, made by React.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
