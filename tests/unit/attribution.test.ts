import { afterEach, describe, expect, it, vi } from 'vitest'
import { sourcesOf, visitSource } from '../../lib/browser/attribution.ts'
import { rememberFirstVisit } from '../../lib/browser/first-visit.ts'

const site = 'https://www.coastalcraft.example'

/** A tab of our site: its address, the referrer its first page was opened from, and its sessionStorage. */
function visit(address: string, referrer = '') {
  const kept = new Map<string, string>()
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  } as Storage
  const go = (to: string, from: string) => {
    vi.stubGlobal('location', new URL(to, site))
    vi.stubGlobal('document', { referrer: from })
  }
  go(address, referrer)
  vi.stubGlobal('sessionStorage', storage)
  return { kept, go }
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage
})

describe('sourcesOf', () => {
  it('takes the path, the referring host and every campaign parameter and click id', () => {
    const landing = new URL(
      `${site}/locations/la-jolla/?utm_source=google&utm_medium=cpc&utm_campaign=kitchen-fall&utm_term=kitchen+remodel&utm_content=ad-2&gclid=Cj0KCQ&gbraid=0AAA&wbraid=1BBB&msclkid=ms1&fbclid=IwAR&other=x#contact`,
    )
    expect(sourcesOf(landing, 'https://www.google.com/')).toEqual({
      landing_page: '/locations/la-jolla/',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'kitchen-fall',
      utm_term: 'kitchen remodel',
      utm_content: 'ad-2',
      gclid: 'Cj0KCQ',
      gbraid: '0AAA',
      wbraid: '1BBB',
      msclkid: 'ms1',
      fbclid: 'IwAR',
    })
  })

  it('leaves out an empty referrer and our own site, and cuts what is too long', () => {
    expect(sourcesOf(new URL(`${site}/`), '')).toEqual({ landing_page: '/' })
    expect(sourcesOf(new URL(`${site}/about/`), `${site}/`)).toEqual({ landing_page: '/about/' })
    expect(sourcesOf(new URL(`${site}/?utm_campaign=${'x'.repeat(500)}&utm_source=%20%20`), 'not a url')).toEqual({
      landing_page: '/',
      utm_campaign: 'x'.repeat(200),
    })
  })
})

describe('first touch for the visit', () => {
  it('keeps the first page of the tab, not the pages after it', () => {
    const tab = visit('/locations/la-jolla/?utm_source=google&gclid=abc', 'https://www.google.com/')
    rememberFirstVisit()
    tab.go('/#contact', `${site}/locations/la-jolla/`)
    rememberFirstVisit()
    expect(visitSource()).toEqual({
      landing_page: '/locations/la-jolla/',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      gclid: 'abc',
    })
  })

  it("keeps only the first page's path and query and the referring origin, and checks them when a form sends them", () => {
    const tab = visit(
      '/locations/del-mar/?utm_source=google&utm_campaign=%20%20spring#contact',
      'https://www.google.com/search?q=kitchen+remodel+del+mar',
    )
    rememberFirstVisit()
    expect(JSON.parse(tab.kept.get('visit-source')!)).toEqual({
      url: '/locations/del-mar/?utm_source=google&utm_campaign=%20%20spring',
      referrer: 'https://www.google.com',
    })
    const keep = (value: object) => tab.kept.set('visit-source', JSON.stringify(value))
    keep({ url: `/?utm_source=${'s'.repeat(300)}&gclid=`, referrer: 'not a url' })
    expect(visitSource()).toEqual({ landing_page: '/', utm_source: 's'.repeat(200) }) // checked again: cut to the column's limit, empty values dropped
    keep({ landing_page: '/old-format/', gclid: 42 })
    expect(visitSource()).toEqual({
      landing_page: '/locations/del-mar/',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_campaign: 'spring',
    })
  })

  it('without anything kept, or with storage switched off, a submission names the page it is sent from', () => {
    visit('/?utm_source=newsletter', 'https://mail.example.com/')
    const sent = { landing_page: '/', referrer_host: 'mail.example.com', utm_source: 'newsletter' }
    expect(visitSource()).toEqual(sent)
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    // Storage full or switched off: its methods throw; site data blocked: reading sessionStorage itself throws.
    vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse })
    expect(() => rememberFirstVisit()).not.toThrow()
    expect(visitSource()).toEqual(sent)
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: refuse })
    expect(() => rememberFirstVisit()).not.toThrow()
    expect(visitSource()).toEqual(sent)
  })
})
