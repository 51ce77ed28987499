import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { forms } from '../../content/forms.ts'
import {
  firstProblem,
  inputLimits,
  leadRules,
  normalizeValues,
  projectTypeOptions,
  projectTypes,
} from '../../lib/forms.ts'
import { randomUuid } from '../../lib/random-uuid.ts'
import { subcontractorRules, subcontractorServices, toggleService } from '../../lib/subcontractor-form.ts'
import {
  CONTROL_CLASS,
  EMAIL_PATTERN,
  normalizeSource,
  problemWith,
  REFERRER_HOST_PATTERN,
  WHITESPACE_CLASS,
} from '../../supabase/functions/_shared/rules.ts'

const migrations = readdirSync('supabase/migrations')
  .filter((file) => file.endsWith('.sql'))
  .map((file) => readFileSync(`supabase/migrations/${file}`, 'utf8'))
  .join('\n')

it('the forms offer the seven project types and sixteen services of the spec, "Other" asking for details', () => {
  const labels = projectTypeOptions(forms.quote.otherProjectType).map(({ label }) => label)
  expect(new Set(labels).size).toBe(7)
  expect(labels.filter((label, i) => label !== projectTypes[i])).toEqual(['Other (please specify)'])
  expect(subcontractorServices).toHaveLength(16)
  expect(new Set(subcontractorServices).size).toBe(16)
})

describe('the rules the database spells too', () => {
  it('the whitespace class is exactly what trim() removes, code point by code point', () => {
    const edge = new RegExp(`^[${WHITESPACE_CLASS}]$`)
    const differ = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      (char) => edge.test(char) !== (char.trim() === ''),
    )
    expect(differ.map((char) => `U+${char.charCodeAt(0).toString(16)}`)).toEqual([])
  })

  it('the migrations spell the whitespace class, e-mail pattern, control characters and host names as rules.ts', () => {
    expect(migrations).toContain(`'^[${WHITESPACE_CLASS}]'`)
    expect(migrations).toContain(`'[${WHITESPACE_CLASS}]$'`)
    expect(migrations).toContain(`value ~ '${EMAIL_PATTERN.replaceAll("'", "''")}'`)
    expect(migrations).toContain(`value !~ '[${CONTROL_CLASS}]'`)
    expect(migrations).toContain(`referrer_host ~ '${REFERRER_HOST_PATTERN}'`)
  })
})

it('keeps where a visitor came from as one trimmed line within its limit, or leaves it out', () => {
  expect(normalizeSource('utm_campaign', '  kitchen-fall ')).toBe('kitchen-fall')
  expect(normalizeSource('utm_campaign', 'kitchen\nfall\u0000')).toBe('kitchen fall')
  expect(normalizeSource('utm_term', '😀'.repeat(250))).toBe('😀'.repeat(200))
  expect(normalizeSource('utm_term', `${'a'.repeat(199)} b`)).toBe('a'.repeat(199))
  for (const empty of [undefined, null, '', '   ', '\u0001'])
    expect(normalizeSource('utm_source', empty)).toBeUndefined()
  expect(normalizeSource('landing_page', '/locations/la-jolla/')).toBe('/locations/la-jolla/')
  expect(normalizeSource('landing_page', 'locations/la-jolla/')).toBeUndefined()
  expect(normalizeSource('referrer_host', 'www.google.com')).toBe('www.google.com')
  expect(normalizeSource('referrer_host', '[::1]')).toBeUndefined()
})

describe('checking a form', () => {
  it("trims text, keeps choices, and names the first problem in the visitor's words", () => {
    const values = normalizeValues(leadRules, {
      name: '  Ana ',
      email: ' ana@example.com\n',
      phone: '\t619 ',
      property_address: '1 Main St',
      project_type: 'Painting',
      message: '   ',
    })
    expect(values).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '619',
      property_address: '1 Main St',
      project_type: 'Painting',
      message: '',
    })
    expect(firstProblem(leadRules, values)).toBeUndefined()
    expect(firstProblem(leadRules, { ...values, name: '' })).toEqual({
      field: 'name',
      message: 'Please fill in Full name.',
    })
    expect(firstProblem(leadRules, { ...values, email: 'ana@localhost' })).toEqual({
      field: 'email',
      message: 'Please enter an e-mail address like name@example.com.',
    })
    expect(problemWith(leadRules.name, '😀'.repeat(200))).toBeUndefined()
    expect(problemWith(leadRules.name, '😀'.repeat(201))).toBe('Full name can be at most 200 characters.')
  })

  it('gives each input its required flag and length limit', () => {
    expect(inputLimits(leadRules.name)).toEqual({ required: true, maxLength: 200 })
    expect(inputLimits(leadRules.message)).toEqual({ required: false, maxLength: 5000 })
    expect(inputLimits(leadRules.email)).toEqual({ required: true, maxLength: 254 })
    expect(inputLimits(leadRules.project_type)).toEqual({ required: true })
    expect(inputLimits(subcontractorRules.services)).toEqual({ required: false })
  })
})

it('toggleService adds or removes a service, keeping the selection in the order of the options, whatever the click order', () => {
  const picked = ['Roofing', 'Flooring', 'Electrical'].reduce<string[]>((list, s) => toggleService(list, s), [])
  expect(picked).toEqual(['Flooring', 'Electrical', 'Roofing'])
  expect(toggleService(picked, 'Flooring')).toEqual(['Electrical', 'Roofing'])
})

describe('randomUuid', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  it('uses crypto.randomUUID where there is one', () => {
    const uuid = '00000000-0000-4000-8000-000000000001'
    expect(randomUuid({ randomUUID: () => uuid })).toBe(uuid)
  })
  it('makes a version 4 UUID from getRandomValues without it (older Safari, plain http)', () => {
    const ids = Array.from({ length: 50 }, () => randomUuid({ getRandomValues: crypto.getRandomValues.bind(crypto) }))
    for (const id of ids) expect(id).toMatch(uuidV4)
    expect(new Set(ids).size).toBe(50)
  })
  it('throws without either, so the form shows its error', () => {
    expect(() => randomUuid({})).toThrow('cannot make a random id')
  })
})
