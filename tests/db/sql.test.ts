// The migrations on a Supabase project whose new tables and functions are granted to the API roles (made before
// mid-2026, or with the Data API's "Default privileges for new entities" on): anon may still only insert the
// form's columns; and every rule of rules.ts holds in the database, value by value.
import { describe, expect, test } from 'vitest'
import { leadRules, projectTypes } from '../../lib/forms.ts'
import { subcontractorRules, subcontractorServices } from '../../lib/subcontractor-form.ts'
import {
  normalizeSource,
  problemWith,
  type SourceColumn,
  sourceLimits,
} from '../../supabase/functions/_shared/rules.ts'
import { useDatabase } from './database.ts'
import { application, lead } from './fixtures.ts'

const forms = [
  ['leads', lead, leadRules],
  ['subcontractors', application, subcontractorRules],
] as const

type TextRule = { max: number; required: boolean }
const checkViolation = (constraint: string) => ({ code: '23514', message: expect.stringContaining(`"${constraint}"`) })

const grantEverything = ['tables', 'sequences', 'functions']
  .map((kind) => `alter default privileges in schema public grant all on ${kind} to anon, authenticated, service_role;`)
  .join('\n')
const { query, tryInsert } = useDatabase({ prepare: grantEverything })
const asAnon = (table: string, row: object) => tryInsert('anon', table, row)

test('the API roles may run only what is meant for them and read no table of their own accord', async () => {
  const mayRun = (role: string, schema: string) =>
    query<{ name: string }>(
      `select proname::text as name from pg_proc
       where pronamespace = $2::regnamespace and has_function_privilege($1, oid, 'execute') order by 1`,
      [role, schema],
    ).then((rows) => rows.map((row) => row.name))
  // The checks the tables' constraints and the photo policy call; the jobs (retention, digests) are none of them.
  const checks = ['is_form_email', 'is_form_text', 'is_lead_photo_name', 'is_service_list', 'is_source_text']
  const proofChecks = ['may_add_lead_photo', 'proof_key_of', 'proof_parameters_text']
  for (const role of ['anon', 'authenticated', 'service_role'])
    expect(await mayRun(role, 'private'), role).toEqual([...checks, ...proofChecks])
  for (const role of ['anon', 'authenticated']) expect(await mayRun(role, 'public'), role).toEqual(['proof_challenge'])
  const tableGrants = await query(`select grantee, table_schema, table_name from information_schema.role_table_grants
    where grantee in ('anon', 'authenticated') and table_schema in ('public', 'private')`)
  expect(tableGrants).toEqual([])
})

// Table-level grants show in column_privileges for each column too: anon may read, change or delete nothing.
test.each(forms)(
  '%s: anon may insert exactly the form columns, id, where the visitor came from, its proof of work and (leads) how many photos follow; authenticated nothing',
  async (table, valid) => {
    const granted = await query(
      `select grantee, privilege_type, column_name from information_schema.column_privileges
       where table_schema = 'public' and table_name = $1 and grantee in ('anon', 'authenticated') order by column_name`,
      [table],
    )
    const columns = [...Object.keys(valid()), ...Object.keys(sourceLimits), 'proof']
    if (table === 'leads') columns.push('photo_count')
    const inserts = columns.sort().map((column_name) => ({ grantee: 'anon', privilege_type: 'INSERT', column_name }))
    expect(granted).toEqual(inserts)
  },
)

describe.each(forms)('%s: every text rule of rules.ts', (table, valid, rules) => {
  const textFields = Object.entries(rules).filter(([, rule]) => rule.kind === 'text') as [string, TextRule][]

  test.each(textFields)(
    '%s: trimmed values up to the limit in characters are stored; over it, whitespace at either end, or whitespace only is refused',
    async (field, rule) => {
      for (const value of ['x'.repeat(rule.max), '😀'.repeat(rule.max), 'Ünïcödé', ...(rule.required ? [] : [''])])
        expect(await asAnon(table, valid({ [field]: value })), `${field} = ${value.slice(0, 12)}`).toBeUndefined()
      const refused = [
        'x'.repeat(rule.max + 1),
        '😀'.repeat(rule.max + 1),
        `a${' '.repeat(rule.max + 10)}`,
        ' a',
        'a\n',
        'a\u00a0',
        '\u3000a',
        '   ',
        ...(rule.required ? [''] : []),
      ]
      const violation = checkViolation(`${table}_${field}_rule`)
      for (const value of refused) {
        const shown = JSON.stringify(value.slice(0, 12))
        expect(problemWith(rules[field as keyof typeof rules], value), `rules.ts refuses ${shown}`).toBeDefined()
        expect(await asAnon(table, valid({ [field]: value })), `${field} = ${shown}`).toEqual(violation)
      }
    },
  )

  test('e-mail addresses: the database and rules.ts agree on each', async () => {
    const samples = [
      'jane@example.com',
      "o'neil+quotes@mail.example.co.uk",
      'a{b}|c/d=e@x-y.example',
      `${'l'.repeat(64)}@example.com`,
      `a@${'d'.repeat(63)}.example`,
      'jane@localhost',
      'jane.example.com',
      'jane@@example.com',
      'ja ne@example.com',
      ' jane@example.com',
      'jane@example.com ',
      `${'l'.repeat(65)}@example.com`,
      `a@${'d'.repeat(64)}.example`,
      'jane@-example.com',
      'jané@example.com',
      `${'a'.repeat(60)}@${`${'d'.repeat(60)}.`.repeat(4)}com`,
      '',
      'jane@example.com\n',
    ]
    for (const email of samples) {
      const expected = problemWith(rules.email, email) === undefined ? undefined : checkViolation(`${table}_email_rule`)
      expect(await asAnon(table, valid({ email })), JSON.stringify(email)).toEqual(expected)
    }
  })
})

describe.each(forms)('%s: where the visitor came from (sourceLimits of rules.ts)', (table, valid) => {
  const columns = Object.entries(sourceLimits) as [SourceColumn, number][]
  const example = (column: SourceColumn, length: number) =>
    column === 'landing_page'
      ? `/${'p'.repeat(length - 1)}`
      : column === 'referrer_host'
        ? 'h'.repeat(length)
        : '😀'.repeat(length)

  test('a row with every source, each at its limit, is stored', async () => {
    const sources = Object.fromEntries(columns.map(([column, max]) => [column, example(column, max)]))
    for (const [column, value] of Object.entries(sources))
      expect(normalizeSource(column as SourceColumn, value), column).toBe(value)
    expect(await asAnon(table, { ...valid(), ...sources })).toBeUndefined()
  })

  test.each(columns)(
    '%s: over the limit, empty, padded, with a line break, or (pages, hosts) not a path or host name is refused; the site would have cut or dropped it',
    async (column, max) => {
      const refused = [example(column, max + 1), '', ' x', 'x ', 'a\nb', 'a\u0007b']
      if (column === 'landing_page') refused.push('https://example.com/', 'locations/')
      if (column === 'referrer_host') refused.push('Google.com', 'www.google.com:443', '-bad.example')
      const violation = checkViolation(`${table}_${column}_rule`)
      for (const value of refused) {
        const normalized = normalizeSource(column, value)
        const shown = JSON.stringify(value.slice(0, 12))
        expect(normalized, `the site changes ${shown}`).not.toBe(value)
        if (normalized !== undefined)
          expect(await asAnon(table, { ...valid(), [column]: normalized }), `${column} = normalized`).toBeUndefined()
        expect(await asAnon(table, { ...valid(), [column]: value }), `${column} = ${shown}`).toEqual(violation)
      }
    },
  )
})

describe('choices', () => {
  test('every project type of the form is accepted; anything else, or a label, is refused', async () => {
    for (const project_type of projectTypes) expect(await asAnon('leads', lead({ project_type }))).toBeUndefined()
    for (const project_type of ['', 'Swimming Pool', 'Other (please specify)', 'painting', ' Painting'])
      expect(await asAnon('leads', lead({ project_type }))).toEqual(checkViolation('leads_project_type_known'))
  })

  test('services: empty, one or all sixteen are accepted; an unknown, null or repeated one, seventeen, or a nested array is refused, by rules.ts too', async () => {
    for (const services of [[], ['Other'], [...subcontractorServices]])
      expect(await asAnon('subcontractors', application({ services }))).toBeUndefined()
    const refused = [
      ['Tile Work', 'Pool Building'],
      ['Tile Work', null],
      ['Tile Work', 'Tile Work'],
      [...subcontractorServices, 'Other'],
      [
        ['Tile Work', 'Drywall'],
        ['Roofing', 'HVAC'],
      ],
    ]
    const violation = checkViolation('subcontractors_services_rule')
    for (const services of refused) {
      expect(problemWith(subcontractorRules.services, services), JSON.stringify(services)).toBeDefined()
      expect(await asAnon('subcontractors', { ...application(), services }), JSON.stringify(services)).toEqual(
        violation,
      )
    }
  })
})

test('a missing required column is refused', async () => {
  const { name: _name, ...withoutName } = lead()
  expect((await asAnon('leads', withoutName))?.code).toBe('23502')
})
