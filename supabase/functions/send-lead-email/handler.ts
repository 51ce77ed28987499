/** send-lead-email: tells the business about a stored quote request (table leads). */
import { notificationHandler } from '../_shared/notify.ts'

export const handler = notificationHandler('leads')
