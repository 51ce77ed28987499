import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'

test('npm runs no dependency install script in this project, whatever its version', () =>
  expect(execFileSync('npm', ['config', 'get', 'ignore-scripts'], { encoding: 'utf8' }).trim()).toBe('true'))
