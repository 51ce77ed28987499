/**
 * The migration, straight through SQL as each API role, on Postgres prepared like a Supabase project
 * (roles, and default privileges that grant anon everything on new tables): anon may only insert.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { projectTypes, subcontractorServices } from '../../lib/forms.ts'
import type { Database } from '../../scripts/local-backend/database.ts'
import { failureOf, insertAs, migratedDatabase } from './database.ts'
import { application, lead } from './fixtures.ts'

let db: Database

beforeAll(async () => {
  db = await migratedDatabase()
})
afterAll(() => db?.close())

const checkViolation = (constraint: string) => ({ code: '23514', message: expect.stringContaining(`"${constraint}"`) as unknown })

describe.each([
  ['leads', lead],
  ['subcontractors', application],
] as const)('%s as anon', (table, valid) => {
  test('an insert goes through', async () => {
    expect(await failureOf(insertAs(db, 'anon', table, valid()))).toBeUndefined()
  })

  test('reading, changing and deleting are refused', async () => {
    const row = valid()
    await insertAs(db, 'anon', table, row)
    const denied = { code: '42501', message: `permission denied for table ${table}` }
    expect(await failureOf(db.transaction((tx) => tx.query(`select * from public.${table}`), 'anon'))).toEqual(denied)
    expect(await failureOf(db.transaction((tx) => tx.query(`update public.${table} set notified_at = now() where id = $1`, [row.id]), 'anon'))).toEqual(denied)
    expect(await failureOf(db.transaction((tx) => tx.query(`delete from public.${table} where id = $1`, [row.id]), 'anon'))).toEqual(denied)
  })

  test('insert-returning is refused, since it reads the row back', async () => {
    const { id, email } = valid()
    const failure = await failureOf(
      db.transaction((tx) => tx.query(`insert into public.${table} (id, email) values ($1, $2) returning id`, [id, email]), 'anon'),
    )
    expect(failure).toEqual({ code: '42501', message: `permission denied for table ${table}` })
  })

  test('a row claiming to be mailed already is refused by the policy', async () => {
    expect(await failureOf(insertAs(db, 'anon', table, { ...valid(), notified_at: new Date().toISOString() }))).toEqual({
      code: '42501',
      message: `new row violates row-level security policy for table "${table}"`,
    })
  })

  test('the same id twice is a unique violation on the primary key', async () => {
    const row = valid()
    await insertAs(db, 'anon', table, row)
    expect(await failureOf(insertAs(db, 'anon', table, row))).toEqual({
      code: '23505',
      message: `duplicate key value violates unique constraint "${table}_pkey"`,
    })
  })

  test('the authenticated role has no rights at all', async () => {
    expect((await failureOf(insertAs(db, 'authenticated', table, valid())))?.code).toBe('42501')
  })

  test('the service role reads rows and marks them notified', async () => {
    const row = valid()
    await insertAs(db, 'anon', table, row)
    await db.transaction((tx) => tx.query(`update public.${table} set notified_at = now() where id = $1`, [row.id]), 'service_role')
    const { rows } = await db.transaction((tx) => tx.query<{ email: string; notified_at: Date | null }>(`select * from public.${table} where id = $1`, [row.id]), 'service_role')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: row.email })
    expect(rows[0]!.notified_at).toBeInstanceOf(Date)
  })
})

describe('lead limits', () => {
  test.each([
    ['name', '', 'leads_name_length'],
    ['name', '   ', 'leads_name_length'],
    ['name', 'n'.repeat(201), 'leads_name_length'],
    ['email', `${'e'.repeat(309)}@example.com`, 'leads_email_length'],
    ['email', 'homeowner.example.com', 'leads_email_format'],
    ['email', '', 'leads_email_format'],
    ['phone', '', 'leads_phone_length'],
    ['phone', '1'.repeat(41), 'leads_phone_length'],
    ['property_address', '', 'leads_property_address_length'],
    ['property_address', 'a'.repeat(301), 'leads_property_address_length'],
    ['message', 'm'.repeat(5001), 'leads_message_length'],
    ['project_type', '', 'leads_project_type_known'],
    ['project_type', 'Swimming Pool', 'leads_project_type_known'],
    ['project_type', 'Other (please specify)', 'leads_project_type_known'],
  ])('%s = %j is refused by %s', async (field, value, constraint) => {
    expect(await failureOf(insertAs(db, 'anon', 'leads', lead({ [field]: value })))).toEqual(checkViolation(constraint))
  })

  test('a missing required field is refused', async () => {
    const { name: _name, ...withoutName } = lead()
    expect((await failureOf(insertAs(db, 'anon', 'leads', withoutName)))?.code).toBe('23502')
  })

  test('every project type of the form is accepted, and values at the limits are too', async () => {
    for (const projectType of projectTypes) {
      expect(await failureOf(insertAs(db, 'anon', 'leads', lead({ project_type: projectType })))).toBeUndefined()
    }
    const atLimits = lead({ name: 'n'.repeat(200), phone: '1'.repeat(40), property_address: 'a'.repeat(300), message: 'm'.repeat(5000) })
    expect(await failureOf(insertAs(db, 'anon', 'leads', atLimits))).toBeUndefined()
    expect(await failureOf(insertAs(db, 'anon', 'leads', lead({ message: '' })))).toBeUndefined()
  })
})

describe('subcontractor limits', () => {
  const required = [
    ['company_name', 200], ['contact_name', 200], ['phone', 40], ['address', 300], ['city', 100], ['state', 100], ['zip', 20],
    ['license_number', 100], ['insurance_info', 2000], ['years_in_business', 50], ['reference_list', 5000],
  ] as const

  test.each(required)('%s must be present and at most %i characters', async (field, max) => {
    const constraint = `subcontractors_${field}_length`
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ [field]: '' })))).toEqual(checkViolation(constraint))
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ [field]: 'x'.repeat(max + 1) })))).toEqual(checkViolation(constraint))
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ [field]: 'x'.repeat(max) })))).toBeUndefined()
  })

  test('the e-mail must look like one and fit', async () => {
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ email: 'maria' })))).toEqual(checkViolation('subcontractors_email_format'))
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ email: `${'m'.repeat(310)}@tile.example` })))).toEqual(
      checkViolation('subcontractors_email_length'),
    )
  })

  test('services: empty or any of the sixteen is accepted', async () => {
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ services: [] })))).toBeUndefined()
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', application({ services: [...subcontractorServices] })))).toBeUndefined()
  })

  test.each([
    ['an unknown service', ['Tile Work', 'Pool Building'], 'subcontractors_services_known'],
    ['a null entry', ['Tile Work', null], 'subcontractors_services_known'],
    ['seventeen entries', [...subcontractorServices, 'Other'], 'subcontractors_services_count'],
  ])('services with %s are refused', async (_case, services, constraint) => {
    expect(await failureOf(insertAs(db, 'anon', 'subcontractors', { ...application(), services }))).toEqual(checkViolation(constraint))
  })
})
