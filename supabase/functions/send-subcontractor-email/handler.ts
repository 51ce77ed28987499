/** send-subcontractor-email: tells the business about a stored subcontractor application (table subcontractors). */
import { notificationHandler } from '../_shared/notify.ts'

export const handler = notificationHandler('subcontractors')
