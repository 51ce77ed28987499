/**
 * The quote form's fields, choices and rules for the site, and what both forms share (the application's own
 * are in lib/subcontractor-form.ts, kept apart so the home page never loads them). The rules live with the edge functions
 * (supabase/functions/_shared/rules.ts), which validate against them and can only see supabase/functions once
 * deployed; the database enforces the same rules in its CHECK constraints.
 */
import { projectTypes } from '../supabase/functions/_shared/choices.ts'
import { type FieldRule, leadRules } from '../supabase/functions/_shared/rules.ts'

export { firstProblem, normalizeValues } from '../supabase/functions/_shared/rules.ts'
export { leadRules, projectTypes }

/** The edge function each form calls after storing its row (the others, notify-pending and weekly-report, are for the scheduler only). */
export const formFunctions = { leads: 'send-lead-email', subcontractors: 'send-subcontractor-email' } as const

/** The quote form's values (table leads). */
export type LeadFields = { [K in keyof typeof leadRules]: string }

/** The attributes a field's input takes from its rule: required, and the length limit for text. */
export function inputLimits(rule: FieldRule): { required: boolean; maxLength?: number } {
  switch (rule.kind) {
    case 'text':
      return { required: rule.required, maxLength: rule.max }
    case 'email':
      return { required: true, maxLength: rule.max }
    case 'choice':
      return { required: true }
    case 'choices':
      return { required: false }
  }
}

/** The select's options: each project type as it is named, "Other" in the words given (content/forms.ts). */
export const projectTypeOptions = (other: string) =>
  projectTypes.map((type) => ({ value: type, label: type === 'Other' ? other : type }))
