/**
 * Where a submission came from, as the owner reads it in the e-mail: "Google Ads, campaign kitchen-fall,
 * landed on /locations/la-jolla/", from the source columns the site stored with the row (rules.ts,
 * sourceLimits). Ad click ids name the network that added them; otherwise the utm parameters, the
 * referring site, or a direct visit.
 */
import { SOURCE_PARAMETERS } from './rules.ts'

type Row = Readonly<Record<string, unknown>>

const value = (row: Row, column: string) =>
  typeof row[column] === 'string' && row[column] ? (row[column] as string) : undefined

/** Sites people find a contractor through, by the host names they link from. */
const knownSites: readonly (readonly [name: string, hosts: RegExp])[] = [
  ['Google search', /(^|\.)google\.[a-z.]+$/],
  ['Bing search', /(^|\.)bing\.com$/],
  ['DuckDuckGo search', /(^|\.)duckduckgo\.com$/],
  ['Yahoo search', /(^|\.)yahoo\.com$/],
  ['Facebook', /(^|\.)facebook\.com$/],
  ['Instagram', /(^|\.)instagram\.com$/],
  ['YouTube', /(^|\.)youtube\.com$/],
  ['Nextdoor', /(^|\.)nextdoor\.com$/],
  ['Yelp', /(^|\.)yelp\.com$/],
  ['Houzz', /(^|\.)houzz\.com$/],
  ['Angi', /(^|\.)(angi|angieslist|homeadvisor)\.com$/],
  ['Thumbtack', /(^|\.)thumbtack\.com$/],
  ['LinkedIn', /(^|\.)linkedin\.com$/],
  ['Pinterest', /(^|\.)pinterest\.com$/],
  ['ChatGPT', /(^|\.)chatgpt\.com$/],
]

const siteNamed = (host: string) => knownSites.find(([, hosts]) => hosts.test(host))?.[0]

/** utm_source values as the ad networks and people write them, shown with their proper names. */
const sourceNames: Readonly<Record<string, string>> = {
  google: 'Google',
  bing: 'Bing',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  ig: 'Instagram',
  nextdoor: 'Nextdoor',
  yelp: 'Yelp',
  houzz: 'Houzz',
  youtube: 'YouTube',
  newsletter: 'Newsletter',
  gbp: 'Google Business Profile',
}

const paidMediums = /^(cpc|ppc|paid|paid[-_ ]?(search|social)|display|cpm|ads?)$/i
const emailMediums = /^(e-?mail|newsletter)$/i

/** The one name for where a visit came from: an ad network, a campaign source, a referring site, or a direct visit. */
export function channel(row: Row): string {
  if (value(row, 'gclid') || value(row, 'gbraid') || value(row, 'wbraid')) return 'Google Ads'
  if (value(row, 'msclkid')) return 'Microsoft Ads'
  const source = value(row, 'utm_source')
  if (source) {
    const name = sourceNames[source.toLowerCase()] ?? source
    const medium = value(row, 'utm_medium')
    if (!medium) return name
    if (paidMediums.test(medium)) return `${name} Ads`
    if (emailMediums.test(medium)) return `${name} e-mail`
    return `${name} (${medium})`
  }
  const referrer = value(row, 'referrer_host')
  // Facebook and Instagram add fbclid to every link that leaves them, ads or not.
  if (value(row, 'fbclid')) return referrer && /instagram\.com$/.test(referrer) ? 'Instagram' : 'Facebook'
  if (referrer) return siteNamed(referrer) ?? `a link on ${referrer}`
  return 'a direct visit (typed address, bookmark, or an app that does not say)'
}

/** "Google Ads, campaign kitchen-fall, landed on /locations/la-jolla/" */
export function foundUsVia(row: Row): string {
  const campaign = value(row, 'utm_campaign')
  const landing = value(row, 'landing_page')
  return [channel(row), campaign && `campaign ${campaign}`, landing && `landed on ${landing}`]
    .filter(Boolean)
    .join(', ')
}

/** The raw parameters and referrer, for an owner who reports conversions back to an ad network: "utm_source=google, gclid=...". */
export function sourceDetails(row: Row): string {
  const columns = ['referrer_host', ...SOURCE_PARAMETERS]
  return columns.flatMap((column) => (value(row, column) ? [`${column}=${value(row, column)}`] : [])).join(', ')
}
