import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { business, Hours, hoursLabel, Phone, yearsInBusiness } from '../../content/business.ts'

/** Tracked source files that contain the text, except the one module allowed to state the facts. */
function grep(needle: string): string[] {
  const folders = ['content', 'components', 'lib', 'pages', 'scripts', 'public']
  const git = spawnSync('git', ['grep', '-l', '-F', '-e', needle, '--', ...folders], { encoding: 'utf8' })
  expect(git.status, 'git grep exits 1 when nothing matches, 2 on an error').toBeLessThan(2)
  return git.stdout.split('\n').filter((file) => file && file !== 'content/business.ts')
}

describe('business facts have one source', () => {
  const facts = {
    'phone display': business.phone.display,
    'phone digits': business.phone.e164.slice(2),
    'e-mail': business.email,
    license: business.licenseNumber,
    facebook: business.social.facebook,
    instagram: business.social.instagram,
    youtube: business.social.youtube,
    hours: business.hours.label,
  }
  it.each(Object.entries(facts))('no file but content/business.ts states the %s', (_, value) => {
    expect(grep(value)).toEqual([])
  })
  it('refuses a phone number that shows one number and dials another', () => {
    const phone = (display: string, e164: string) => Phone.safeParse({ display, e164, takesTexts: false }).success
    expect([phone('(760) 555-0199', '+17605550199'), phone('1-760-555-0199', '+17605550199')]).toEqual([true, true])
    expect(phone('1-800-DRY-ROOF', '+18003797663')).toBe(true)
    expect(phone('(760) 555-0199', '+16195550142')).toBe(false)
  })
  it('derives years in business and the opening hours from their figures', () => {
    // Founded some time in that year: the years surely complete, whatever its month.
    const yearsIn = (later: number) => yearsInBusiness(new Date(business.foundingYear + later, 5, 1))
    expect([1, 7].map(yearsIn)).toEqual([0, 6])
    expect(hoursLabel({ days: ['Monday', 'Tuesday', 'Wednesday'], opens: '07:30', closes: '12:00' })).toBe(
      'Monday-Wednesday, 7:30am-12pm',
    )
    expect(hoursLabel({ days: ['Saturday'], opens: '00:00', closes: '13:05' })).toBe('Saturday, 12am-1:05pm')
    const hours = (days: string[], opens: string, closes: string) => Hours.safeParse({ days, opens, closes }).success
    expect(hours(['Saturday', 'Sunday'], '09:00', '13:00')).toBe(true)
    // A gap in the days, a week wrapping past Sunday, no 24:00, closing before opening: none would read right.
    expect([hours(['Monday', 'Wednesday'], '08:00', '18:00'), hours(['Sunday', 'Monday'], '08:00', '18:00')]).toEqual([
      false,
      false,
    ])
    expect([hours(['Monday'], '08:00', '24:00'), hours(['Monday'], '18:00', '08:00')]).toEqual([false, false])
  })
})
