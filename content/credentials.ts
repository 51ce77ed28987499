/**
 * Copy of the credentials block (components/Credentials.tsx, on the home and about pages) and of the license
 * links. The facts themselves (license, insurance, warranty, founding year) come from content/business.ts.
 */
import { z } from 'zod'
import { defineContent, Template } from './schema.ts'

const text = z.string().trim().min(1)
const Card = z.object({ title: text, text })

const Credentials = z.object({
  heading: text,
  intro: text,
  /** Read after a license number's link by screen readers, which do not see where the link goes. */
  lookupHint: text,
  /** The line beside a license number in the header and under the contact details. */
  licensedAndInsured: text,
  /** The license number as the header and the credentials block print it ({number}: content/business.ts's)... */
  shortLicense: Template('number'),
  /** ...and as the line under the contact details names it, with its board ({license}: the short form above). */
  boardLicense: Template('license'),
  license: Card.extend({ text: Template('class') }),
  insurance: Card,
  warranty: Card,
  years: Card.extend({ value: Template('years'), text: Template('year') }),
})

export const credentials = defineContent('credentials.ts', Credentials, {
  heading: 'Licensed, insured and guaranteed',
  intro:
    'A remodel lets a crew into your home for weeks. Check us before you do: our license is a public record, and our promises are in writing.',
  lookupHint: '(look it up at the Contractors State License Board)',
  licensedAndInsured: 'Licensed & insured',
  shortLicense: 'Lic. #{number}',
  boardLicense: 'CSLB {license}',
  license: {
    title: 'State licensed',
    text: "{class}. The state's record shows the license's status, bond, workers' compensation and any complaints.",
  },
  insurance: {
    title: 'Fully insured',
    text: 'A current certificate of insurance comes with your written quote, so you never take our word for it.',
  },
  warranty: {
    title: 'Guaranteed in writing',
    text: 'If something we built is not right, call us: we come back and fix it.',
  },
  years: {
    title: 'Established',
    value: '{years}+ years',
    text: 'Serving San Diego County homeowners since {year}.',
  },
})
