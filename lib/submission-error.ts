/**
 * A failure whose message is meant for the visitor; the form shows any other failure as "unexpected". Apart from
 * lib/submissions.ts, so the form recognises it without loading the submission code (and supabase-js).
 */
export class SubmissionError extends Error {
  override name = 'SubmissionError'
}
