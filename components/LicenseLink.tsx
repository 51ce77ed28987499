import { Fragment, type ReactNode } from 'react'
import { business, licenseLookupHref } from '../content/business.ts'
import { credentials } from '../content/credentials.ts'
import { fill } from '../lib/format.ts'

/** The license as the header and the credentials block print it. */
export const licenseLabel = fill(credentials.shortLicense, { number: business.licenseNumber })

/**
 * The license number (or a label that holds it) linked to the license's public record at the Contractors State
 * License Board, so a visitor can check it in one tap. Every printed license number is one of these.
 */
export function LicenseLink({
  children = business.licenseNumber,
  className = 'underline',
}: {
  children?: ReactNode
  className?: string
}) {
  return (
    <a href={licenseLookupHref} className={className}>
      {children}
      <span className="sr-only"> {credentials.lookupHint}</span>
    </a>
  )
}

/** Content text in which every mention of the license number is a LicenseLink. */
export function LicenseLinked({ text }: { text: string }) {
  return (
    <>
      {text.split(business.licenseNumber).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <LicenseLink />}
          {part}
        </Fragment>
      ))}
    </>
  )
}

/** "Licensed & insured · CSLB Lic. #…", the line under the footer's and the side card's contact details. */
export function LicenseLine({ className }: { className: string }) {
  return (
    <p className={className}>
      {`${credentials.licensedAndInsured} · `}
      <LicenseLink>{fill(credentials.boardLicense, { license: licenseLabel })}</LicenseLink>
    </p>
  )
}
