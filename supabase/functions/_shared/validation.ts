/** Request validation with zod, with limits matching the database's CHECK constraints. */
import { z } from 'npm:zod@4.6.7'

export { z }

// The same loose rule as the database: anything a browser's type="email" field accepts passes.
const emailPattern = /^[^@\s]+@[^@\s]+$/

export const required = (max: number) =>
  z.string().max(max).refine((value) => value.trim().length > 0, { error: 'Required' })

// A field the form may leave empty (still sent, as "").
export const maybeEmpty = (max: number) => z.string().max(max)

export const email = () => z.string().max(320).regex(emailPattern, { error: 'Invalid e-mail address' })

export const id = () => z.uuid({ error: 'Must be the submission id (a UUID)' })

/** One line a person can read: "email: Invalid e-mail address; phone: Required". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')
}
