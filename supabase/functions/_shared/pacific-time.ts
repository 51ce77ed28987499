/** Times as the owner's e-mails state them: in the business's own time zone, whatever the server's. */
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  dateStyle: 'medium',
  timeStyle: 'short',
})
export const receivedAt = (createdAt: string) => `${timeFormat.format(new Date(createdAt))} (Pacific time)`
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium' })
export const linksValidUntil = (expiresAt: string) => dateFormat.format(new Date(expiresAt))
