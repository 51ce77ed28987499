/**
 * The W3C Nu Html Checker (vnu.jar, from the vnu-jar npm package) run with Debian's Java, over many files in
 * one JVM. The package's own launcher would download a Java runtime when none is found; this never does.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { ensureJava, JAVA_PATH } from './debian-packages.ts'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

export interface NuMessage {
  /** "error", or "info" (a warning when subType is "warning"), or "non-document-error" (e.g. an unreadable file). */
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/** Every message the checker has about the files, info messages included. */
export function checkHtml(files: string[]): Promise<NuMessage[]> {
  ensureJava()
  // A run of seconds: the quick compiler alone (its frames need a larger stack) and one GC thread halve its CPU.
  const jvm = ['-XX:TieredStopAtLevel=1', '-Xss4m', '-XX:+UseSerialGC', '-jar', vnuJar]
  const args = [...jvm, '--format', 'json', '--stdout', '--exit-zero-always', ...files]
  return new Promise((resolve, reject) => {
    execFile(JAVA_PATH, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`vnu.jar failed: ${error.message}\n${stderr}`))
      resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages)
    })
  })
}

/** Errors and warnings, one line each with the file and line: what a page must not have. */
export function problems(messages: NuMessage[]): string[] {
  const where = (m: NuMessage) => `${m.url?.replace(/^file:.*?\/dist\//, 'dist/')}:${m.lastLine ?? '?'}`
  return messages
    .filter((m) => m.type !== 'info' || m.subType === 'warning')
    .map((m) => `${where(m)} ${m.subType ?? m.type}: ${m.message}`)
}
