import { parse } from 'node-html-parser'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ActionBar } from '../../components/ActionBar.tsx'
import { RichText } from '../../components/RichText.tsx'
import { business, licenseLookupHref, phoneHref } from '../../content/business.ts'

const render = (element: ReactElement) => parse(renderToStaticMarkup(element))
const hrefs = (root: ReturnType<typeof parse>) => root.querySelectorAll('a').map((a) => a.getAttribute('href'))

it('the phone bar offers texting only when the number takes texts', () => {
  expect(hrefs(render(<ActionBar quoteHref="/#contact" smsHref={undefined} />))).toEqual([phoneHref, '/#contact'])
  expect(hrefs(render(<ActionBar quoteHref="#contact" smsHref="sms:+16195550100" />))).toEqual([
    phoneHref,
    'sms:+16195550100',
    '#contact',
  ])
})

it('content text links every mention of the license number to its CSLB record, in bold text too, and changes nothing else', () => {
  const text = `License ${business.licenseNumber}, in bold **${business.licenseNumber}**, and again ${business.licenseNumber}.`
  const root = render(<RichText text={text} />)
  expect(hrefs(root)).toEqual([licenseLookupHref, licenseLookupHref, licenseLookupHref])
  expect(root.querySelector('strong a')?.getAttribute('href')).toBe(licenseLookupHref)
  for (const hint of root.querySelectorAll('.sr-only')) hint.remove()
  expect(root.textContent).toBe(text.replace(/\*\*/g, ''))
})
