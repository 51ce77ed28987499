/** The functions' request schemas, built with zod from the forms' rules (rules.ts), so they refuse exactly what the database refuses. */
import { z } from 'npm:zod@4.6.7'
import { type FieldRule, problemWith, type Rules } from './rules.ts'

export { z }

const field = (rule: FieldRule) =>
  z.unknown().superRefine((value, context) => {
    const problem = problemWith(rule, value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

/**
 * A submission as the site sends it to the e-mail function: its id and each form field, under the name
 * `keys` gives it (the column's own name unless the payload renames it).
 */
export function submissionSchema(rules: Rules, keys: Readonly<Record<string, string>> = {}) {
  const shape: Record<string, z.ZodType> = {
    id: z.uuid({ error: 'The request is missing its submission id. Please send the form again.' }),
  }
  for (const [column, rule] of Object.entries(rules)) shape[keys[column] ?? column] = field(rule)
  return z.object(shape)
}

/** Sentences a visitor can act on: "Please fill in Phone. Please enter an e-mail address like name@example.com." */
export function describeIssues(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(' ')
}
