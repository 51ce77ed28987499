import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles.ts'
import { Template } from '../../content/schema.ts'
import { fill, fillSlots, formatDate, readingMinutes } from '../../lib/format.ts'

describe('content templates', () => {
  it('fill each {slot} with its value', () => {
    expect(fill('Permits in {place}: {authority}', { place: 'Del Mar', authority: 'City of Del Mar' })).toBe(
      'Permits in Del Mar: City of Del Mar',
    )
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

it('formats dates as calendar dates, whatever the time zone', () => {
  expect(formatDate('2026-03-14')).toBe('March 14, 2026')
})

describe('reading time', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')

  it('counts the words of every kind of block at 225 a minute', () => {
    expect(readingMinutes([{ type: 'p', text: words(450) }])).toBe(2)
    expect(
      readingMinutes([
        { type: 'list', ordered: false, items: [words(300), words(300)] },
        { type: 'h2', text: words(75) },
      ]),
    ).toBe(3)
    expect(readingMinutes([{ type: 'table', caption: 'Costs', head: ['a'], rows: [[words(224)]] }])).toBe(1)
    expect(readingMinutes([{ type: 'qa', question: words(100), answer: [words(350)] }])).toBe(2)
  })

  it('is at least a minute, and skips markup that is not a word', () => {
    expect(readingMinutes([{ type: 'p', text: 'Short.' }])).toBe(1)
    expect(readingMinutes([{ type: 'p', text: `${words(225)} ** -- ·` }])).toBe(1)
  })

  it('gives each article a plausible figure', () => {
    for (const article of articles) expect(readingMinutes(article.body), article.slug).toBeGreaterThanOrEqual(4)
  })
})
