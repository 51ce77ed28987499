import { Fragment, type ReactNode } from 'react'
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
