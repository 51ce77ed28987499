import { describe, expect, it } from 'vitest'
import { Template } from '../../content/schema.ts'
import { fill, fillSlots, formatDate } from '../../lib/format.ts'

describe('content templates', () => {
  it('fill each {slot} with its value', () => {
    expect(fill('Permits in {place}: {authority}', { place: 'Del Mar', authority: 'City of Del Mar' })).toBe('Permits in Del Mar: City of Del Mar')
    expect(fill('{minutes} min read', { minutes: 6 })).toBe('6 min read')
  })

  it('can put markup in a slot', () => {
    const link = { href: 'tel:+16195550142' }
    expect(fillSlots('Call {phone} today.', { phone: link })).toEqual(['Call ', link, ' today.'])
  })

  it('fail on a slot the page does not fill', () => {
    expect(() => fill('Call {phone}', { email: 'x' })).toThrow('No value for {phone} in "Call {phone}"')
  })

  it('are checked by the schema for the slots the page fills', () => {
    expect(Template('place').safeParse('Start your {place} remodel').success).toBe(true)
    expect(Template('place').safeParse('Start your {city} remodel').success).toBe(false)
  })
})

describe('dates', () => {
  it('are calendar dates, whatever the time zone', () => {
    expect(formatDate('2026-03-14')).toBe('March 14, 2026')
  })
})
