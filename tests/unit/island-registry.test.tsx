import { parse } from 'node-html-parser'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { Island, type Islands } from '../../components/islands/registry.tsx'
import { contactAlternative } from '../../content/business.ts'
import { forms } from '../../content/forms.ts'
import { formConsent } from '../../content/legal.ts'
import { quotePhotos } from '../../content/quote-photos.ts'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'
import { IslandRoot } from '../../lib/islands/IslandRoot.tsx'

it('the island registry renders a registered island on its own root, with its props serialized beside it', () => {
  const props = {
    backend: { supabaseUrl: 'https://project.supabase.co', publishableKey: 'sb_publishable_test' },
    copy: forms.quote,
    contact: contactAlternative,
    photoCopy: quotePhotos,
    consent: formConsent.quote,
  }
  const element = parse(renderToStaticMarkup(<Island name="QuoteForm" props={props} />)).querySelector('[data-island]')!
  expect(element.getAttribute('data-island')).toBe('QuoteForm')
  expect(JSON.parse(element.getAttribute('data-props')!)).toEqual(props)
  expect(element.querySelector('form')).not.toBeNull()
})

// Compile-time checks, enforced by `tsc` in `npm test`: each line below must fail to type-check, or the directive
// (@ts-expect-error) above it fails instead. Never called.
// biome-ignore lint/suspicious/noExportsInTest: exported so that it counts as used; tsc checks its body.
export function refusedAtCompileTime() {
  const backend = { supabaseUrl: 'https://project.supabase.co', publishableKey: 'key' }
  return [
    // @ts-expect-error: no island has this name
    <Island name="Newsletter" props={{}} />,
    // @ts-expect-error: props must be the island's own
    <Island name="QuoteForm" props={{ backend, extra: 1 }} />,
    <IslandRoot
      name="Counter"
      component={({ onDone }: { onDone: () => void }) => <button type="button" onClick={onDone} />}
      // @ts-expect-error: a component that takes a function cannot be an island (a function does not survive JSON)
      props={{ onDone: () => {} }}
    />,
    <IslandRoot
      name="Since"
      component={({ since }: { since: Date }) => <time>{since.getFullYear()}</time>}
      // @ts-expect-error: nor one that takes a Date
      props={{ since: new Date() }}
    />,
    // while plain data is fine
    <IslandRoot
      name="Since"
      component={({ since }: { since: string }) => <time>{since}</time>}
      props={{ since: '2019' }}
    />,
    // @ts-expect-error: a page entry cannot load an island the registry does not have
    hydrateIslands<Islands>({ Newsletter: () => import('../../components/islands/QuoteForm.tsx') }),
    // @ts-expect-error: nor load another island's module under a name
    hydrateIslands<Islands>({ QuoteForm: () => import('../../components/islands/ProjectGallery.tsx') }),
  ]
}
