/**
 * Tools the tests need that npm cannot bring come from Debian: installed with apt when missing and we are root
 * (as `npm test` and CI are), otherwise explained.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureDebianPackage(binary: string, pkg: string, purpose: string): void {
  if (existsSync(binary)) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${binary} not found: ${purpose} need it. Install it (Debian: sudo apt-get install ${pkg}) or set its path in the environment.`,
    )
  }
  console.log(`Installing Debian ${pkg} for ${purpose}...`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' })
  if (!existsSync(binary)) throw new Error(`apt-get installed ${pkg} but ${binary} is still missing`)
}
