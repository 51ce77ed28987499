/** Browser tests drive Debian's Chromium (Playwright's own browser download cannot work on these machines). */
import { ensureDebianPackage } from './debian-package.ts'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium(): void {
  ensureDebianPackage(CHROMIUM_PATH, 'chromium', 'the browser tests')
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
