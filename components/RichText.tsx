import { Fragment } from 'react'
import { LicenseLinked } from './LicenseLink.tsx'

/** Renders content text, where `**bold**` is the only markup; the license number links to its public record. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index}>
            <LicenseLinked text={part} />
          </strong>
        ) : (
          <Fragment key={index}>
            <LicenseLinked text={part} />
          </Fragment>
        ),
      )}
    </>
  )
}
