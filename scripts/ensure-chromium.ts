/**
 * Browser tests drive Debian's Chromium (Playwright's own browser download cannot work on these machines).
 * Installs it with apt when it is missing and we are root; otherwise explains what to install.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`)
  }
  console.log('Installing Debian chromium for the browser tests...')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
  if (!existsSync(CHROMIUM_PATH)) throw new Error('apt-get installed chromium but it is not at ' + CHROMIUM_PATH)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
