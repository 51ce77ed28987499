import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkHtml, type NuMessage, problems } from '../../scripts/nu-html-check.ts'
import { everyPage, htmlFile } from './dist.ts'

// What the checker's CSS validator (CSS 3 profile) does not know yet in Tailwind's inline stylesheets: @property,
// margin-trim inside @supports, and CSS Color 4 lab() with an alpha after "/" (and its numbers in exponent form).
const cssCheckerGaps = [
  (m: NuMessage) => /^CSS: Unrecognized at-rule “@property”/.test(m.message),
  (m: NuMessage) => /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/.test(m.message),
  (m: NuMessage) => /^CSS: “[a-z-]+”: “\/” is not a valid Lab color/.test(m.message),
  (m: NuMessage) => /^CSS: “[a-z-]+”: Unknown dimension/.test(m.message) && /\d(\.\d+)?e-\d/.test(m.extract ?? ''),
]
const known = (m: NuMessage) => cssCheckerGaps.some((gap) => gap(m))

describe('W3C Nu Html Checker', () => {
  // One run of the checker (one JVM) over every page, plus a page with the mistakes it is here to catch.
  const bad = '.local/nu-check/bad.html'
  let messages: NuMessage[] = []
  beforeAll(async () => {
    mkdirSync('.local/nu-check', { recursive: true })
    writeFileSync(
      bad,
      '<!doctype html><html lang="en"><title>x</title><section><p>no heading</p></section><input name="a" autocomplete="street-address">',
    )
    messages = await checkHtml([bad, ...everyPage.map((route) => htmlFile(route.path))])
  }, 120_000)
  const about = (file: string) => (m: NuMessage) => m.url === `file:${resolve(file)}`

  it('finds no error and no warning on any page, the 404 page included', () => {
    expect(problems(messages.filter((m) => !about(bad)(m) && !known(m)))).toEqual([])
  })

  it('reports the mistakes it is here to catch', () => {
    const found = problems(messages.filter(about(bad))).join('\n')
    expect(found).toMatch(/error: Bad value “street-address” for attribute “autocomplete”/)
    expect(found).toMatch(/warning: Section lacks heading/)
  })
})
