/**
 * The words of the quote form's "Photos of the space" field: its label and hint, each photo's state, and what
 * the visitor is told when a photo cannot be taken or sent. Passed to the form island as a prop. `{name}` is
 * the file's name, `{max}` the most photos a request can have, `{size}` the largest file in MB, `{count}` and
 * `{index}` counts: the island fills them from the rules (supabase/functions/_shared/rules.ts, photoRules).
 */
import { z } from 'zod'
import { defineContent, Template } from './schema.ts'

/** Words with no slot: a stray {name} here would reach the visitor as written. */
const text = Template().max(300)

const QuotePhotos = z.object({
  label: text,
  hint: Template('max'),
  /** The buttons' words, and their names for screen readers (which say which photo). */
  buttons: z.object({ retry: text, remove: text, retryLabel: Template('name'), removeLabel: Template('name') }),
  states: z.object({ preparing: text, ready: text, uploading: text, sent: text, failed: text, refused: text }),
  /** Announced, and shown under the field. */
  added: Template('name', 'count', 'max'),
  removed: Template('name'),
  sending: Template('index', 'count'),
  tooMany: Template('max'),
  refusals: z.object({
    type: Template('name'),
    size: Template('name', 'size'),
    heic: Template('name'),
    unreadable: Template('name'),
  }),
  notLoaded: text,
  /** The form's error banner when photos did not all go (the request itself is stored by then). */
  oneNotSent: text,
  someNotSent: Template('count'),
  /** The same when every photo left was refused by the server: no Retry for those. */
  oneRefused: text,
  someRefused: Template('count'),
})

export type QuotePhotosCopy = z.output<typeof QuotePhotos>

export const quotePhotos = defineContent('quote-photos.ts', QuotePhotos, {
  label: 'Photos of the space',
  hint: 'Up to {max} photos (JPEG, PNG, WebP or HEIC) help us see the space before we call.',
  buttons: { retry: 'Retry', remove: 'Remove', retryLabel: 'Retry {name}', removeLabel: 'Remove {name}' },
  states: {
    preparing: 'Getting it ready…',
    ready: 'Ready to send',
    uploading: 'Sending…',
    sent: 'Sent',
    failed: 'Did not finish sending',
    refused: 'Could not be added to your request',
  },
  added: '{name} added: {count} of {max} photos.',
  removed: '{name} removed.',
  sending: 'Sending photo {index} of {count}…',
  tooMany: 'You can attach up to {max} photos. Remove one to add another.',
  refusals: {
    type: '{name} is not a photo we can take. Please choose a JPEG, PNG, WebP or HEIC image.',
    size: '{name} is too large (over {size} MB). Please choose a smaller photo.',
    heic: 'This browser cannot open HEIC photos like {name}. Please choose a JPEG copy of it (on an iPhone: Settings, Camera, Formats, Most Compatible), or send your request without it.',
    unreadable: '{name} could not be opened; the file may be damaged. Please choose another photo.',
  },
  notLoaded:
    'Photos could not be added just now. Please reload the page (everything you typed will still be here), or send your request without photos.',
  oneNotSent:
    'Your request is saved, but one photo did not send. Press Retry to try again, or Remove it and press the button below to send your request without it.',
  someNotSent:
    'Your request is saved, but {count} photos did not send. Press Retry to try again, or Remove them and press the button below to send your request without them.',
  oneRefused:
    'Your request is saved, but one photo could not be added to it. Remove it and press the button below to send your request without it, or e-mail the photo to us.',
  someRefused:
    'Your request is saved, but {count} photos could not be added to it. Remove them and press the button below to send your request without them, or e-mail the photos to us.',
})
