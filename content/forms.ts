/**
 * The words around the two forms' fields, passed to each form island as a prop. The fields' own labels and
 * messages belong to their rules (supabase/functions/_shared/rules.ts), which the edge functions check against too.
 */
import { z } from 'zod'
import { defineContent } from './schema.ts'

const text = z.string().trim().min(1).max(300)

/** What every form has: its name for screen readers, the name of its fields together, its button. */
const FormCopy = z.object({
  label: text,
  legend: text,
  send: text,
  sending: text,
  /** The error banner for any failure that is neither the backend's nor the e-mail's own message. */
  unexpected: text,
  /**
   * The error banner once the submission code has failed to load twice, and the note shown when the form itself never
   * could (lib/islands/hydrate.ts): most likely the site was updated meanwhile.
   */
  reload: text,
  /** After the label of a field the form can go without. */
  optional: text,
  /** The label of the field hidden from people, which only a bot fills in. */
  honeypot: text,
})

const Forms = z.object({
  /** The project type select's prompt, and its "Other" (which invites the visitor to explain in the message). */
  quote: FormCopy.extend({ projectTypePrompt: text, otherProjectType: text }),
  application: FormCopy.extend({
    groups: z.object({ company: text, address: text, services: text }),
    servicesHint: text,
    insuranceHint: text,
    referencesHint: text,
    /** Shown in place of the form once the application is stored. */
    success: z.object({ heading: text, text: text }),
  }),
})

export type FormCopy = z.output<typeof FormCopy>
export type QuoteFormCopy = z.output<typeof Forms>['quote']
export type ApplicationCopy = z.output<typeof Forms>['application']

/** What both forms say alike. */
const shared = {
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  reload:
    'This form could not finish loading, probably because the site was just updated. Please reload the page: everything you typed will still be here.',
}

export const forms = defineContent('forms.ts', Forms, {
  quote: {
    label: 'Request a free quote',
    legend: 'Your project',
    projectTypePrompt: 'Select a project type',
    otherProjectType: 'Other (please specify)',
    send: 'Get My Free Quote',
    sending: 'Sending...',
    unexpected: 'An unexpected error occurred. Please try again or contact us directly.',
    ...shared,
  },
  application: {
    label: 'Subcontractor application',
    legend: 'Your application',
    groups: {
      company: 'Company Information',
      address: 'Business Address',
      services: 'Services & Qualifications',
    },
    servicesHint: '(select all that apply)',
    insuranceHint: 'Please provide details of your liability insurance coverage.',
    referencesHint: 'Please list at least three professional references with contact information.',
    send: 'Submit Application',
    sending: 'Submitting...',
    unexpected: 'An unexpected error occurred. Please try again.',
    ...shared,
    success: {
      heading: 'Application Submitted Successfully!',
      text: 'Thank you for your interest in joining our subcontractor network. We will review your application and contact you soon.',
    },
  },
})
