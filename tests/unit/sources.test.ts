import { describe, expect, it } from 'vitest'
import { foundUsVia, sourceDetails } from '../../supabase/functions/_shared/sources.ts'

describe("foundUsVia: the owner's line about where a submission came from", () => {
  it.each([
    [
      {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'kitchen-fall',
        gclid: 'Cj0',
        landing_page: '/locations/la-jolla/',
      },
      'Google Ads, campaign kitchen-fall, landed on /locations/la-jolla/',
    ],
    [{ gbraid: '0AAA', landing_page: '/' }, 'Google Ads, landed on /'],
    [{ msclkid: 'ms1', utm_source: 'bing', landing_page: '/' }, 'Microsoft Ads, landed on /'],
    [{ utm_source: 'facebook', utm_medium: 'paid_social', fbclid: 'IwAR' }, 'Facebook Ads'],
    [{ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' }, 'Newsletter e-mail, campaign spring'],
    [{ utm_source: 'flyer', utm_medium: 'qr' }, 'flyer (qr)'],
    [{ fbclid: 'IwAR', referrer_host: 'l.instagram.com' }, 'Instagram'],
    [{ fbclid: 'IwAR', referrer_host: 'lm.facebook.com' }, 'Facebook'],
    [{ referrer_host: 'www.google.co.uk', landing_page: '/blog/' }, 'Google search, landed on /blog/'],
    [{ referrer_host: 'www.houzz.com' }, 'Houzz'],
    [{ referrer_host: 'forum.example.org' }, 'a link on forum.example.org'],
    [
      { landing_page: '/about/' },
      'a direct visit (typed address, bookmark, or an app that does not say), landed on /about/',
    ],
    [{}, 'a direct visit (typed address, bookmark, or an app that does not say)'],
  ])('%j reads "%s"', (row, line) => {
    expect(foundUsVia(row)).toBe(line)
  })

  it('lists the raw values an owner may report back to an ad network', () => {
    const row = { landing_page: '/', referrer_host: 'www.google.com', utm_source: 'google', gclid: 'Cj0', name: 'Ana' }
    expect(sourceDetails(row)).toBe('referrer_host=www.google.com, utm_source=google, gclid=Cj0')
    expect(sourceDetails({ landing_page: '/' })).toBe('')
  })
})
