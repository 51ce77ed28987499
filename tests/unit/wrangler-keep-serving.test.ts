// wrangler's dev server serves on after a request fails inside its proxy, and still stops on any other error.
import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'

const emitted = (reason: string) => {
  const event = JSON.stringify({ source: 'ProxyController', reason, cause: { message: 'Network connection lost.' } })
  const code = `new (require('node:events').EventEmitter)().emit('error', ${event})`
  return spawnSync(process.execPath, ['-r', './scripts/wrangler-keep-serving.cjs', '-e', code], { encoding: 'utf8' })
}

test('the proxy’s failed request is logged; any other error still ends wrangler', () => {
  expect(emitted('Error inside ProxyWorker')).toMatchObject({ status: 0, stderr: expect.stringContaining('lost.') })
  expect(emitted('Failed to start the runtime').status).toBe(1)
})
