import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { business, yearsInBusiness } from '../../content/business.ts'

/** Tracked source files that contain the text, except the one module allowed to state the facts. */
function grep(needle: string): string[] {
  try {
    return execFileSync(
      'git',
      ['grep', '-l', '-F', '-e', needle, '--', 'content', 'components', 'lib', 'pages', 'scripts', 'public'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file && file !== 'content/business.ts')
  } catch {
    return [] // git grep exits 1 when nothing matches
  }
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
  for (const [name, value] of Object.entries(facts)) {
    it(`no file but content/business.ts states the ${name}`, () => {
      expect(grep(value)).toEqual([])
    })
  }
  it('derives years in business from the founding year', () => {
    expect(yearsInBusiness(new Date('2026-11-22'))).toBe(2026 - business.foundingYear - 1)
  })
})
