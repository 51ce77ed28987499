/** Where the e2e server's local backend writes its e-mails (read by tests/e2e/backend.ts). */
export const E2E_OUTBOX = '.local/e2e-outbox'
