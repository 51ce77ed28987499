/** The business's own time zone, in which the owner's e-mails state times, whatever the server's. */
export const PACIFIC = 'America/Los_Angeles'

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  dateStyle: 'medium',
  timeStyle: 'short',
})
export const receivedAt = (createdAt: string) => `${timeFormat.format(new Date(createdAt))} (Pacific time)`
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, dateStyle: 'medium' })
export const linksValidUntil = (expiresAt: string) => dateFormat.format(new Date(expiresAt))
