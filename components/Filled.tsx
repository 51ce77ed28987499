import { Fragment, type ReactNode } from 'react'
import { business, phoneHref } from '../content/business.ts'
import { fillSlots } from '../lib/format.ts'

/** A content template whose slots hold markup, e.g. "Call {phone}." with the phone as a link. */
export function Filled({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {fillSlots(text, values).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  )
}

/** A sentence with {phone} (the number as a link) and {hours}, as the pages after a form put their questions line. */
export function PhoneQuestions({ text }: { text: string }) {
  const phone = (
    <a href={phoneHref} className="font-semibold text-brand hover:underline">
      {business.phone.display}
    </a>
  )
  return <Filled text={text} values={{ phone, hours: business.hours.label }} />
}
