/**
 * A scratch copy of the project to build with content the real one lacks (tests/build): the files git tracks or
 * would track as they are in the working tree, and links to node_modules and the photo cache (.cache).
 */
import { execSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export function copyProject(prefix: string): string {
  const scratch = mkdtempSync(join(tmpdir(), prefix))
  const files = execSync('git ls-files --cached --others --exclude-standard', { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(join(scratch, file, '..'), { recursive: true })
    cpSync(file, join(scratch, file))
  }
  symlinkSync(resolve('node_modules'), join(scratch, 'node_modules'))
  mkdirSync('.cache', { recursive: true })
  symlinkSync(resolve('.cache'), join(scratch, '.cache'))
  return scratch
}
