/** check:live's server side, the parts that need no server: the client address rule and the steps it names. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clientNetworkProblem, DEPLOY_STEPS } from '../../scripts/check-server.ts'

describe('the client address the database counts', () => {
  it("passes a visitor's public address that a forged x-forwarded-for entry does not change", () => {
    expect(clientNetworkProblem('203.0.113.7/32', '203.0.113.7/32')).toBeUndefined()
    expect(clientNetworkProblem('2a01:4f8:1:2::/64', '2a01:4f8:1:2::/64')).toBeUndefined()
  })

  it('fails a proxy, a private, local or carrier-grade NAT address, none, or one the request can choose', () => {
    expect(clientNetworkProblem('104.23.1.9/32', '104.23.1.9/32')).toMatch(/one of Cloudflare's proxies/)
    expect(clientNetworkProblem('2606:4700:10::/64', '2606:4700:10::/64')).toMatch(/Cloudflare/)
    for (const address of ['10.1.2.3/32', '172.20.0.5/32', '192.168.1.9/32', '100.100.1.1/32', '127.0.0.1/32'])
      expect(clientNetworkProblem(address, address)).toMatch(/private, local or carrier-grade NAT/)
    expect(clientNetworkProblem(null, null)).toMatch(/no client address/)
    expect(clientNetworkProblem('203.0.113.7/32', '198.51.100.23/32')).toMatch(/forges its first x-forwarded-for/)
  })
})

it('names steps of docs/deploy.md that exist, under those numbers and titles', () => {
  const guide = readFileSync('docs/deploy.md', 'utf8')
  for (const [number, title] of Object.values(DEPLOY_STEPS))
    expect(guide).toMatch(
      new RegExp(`^${number}\\. \\*\\*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.?\\*\\*`, 'm'),
    )
})
