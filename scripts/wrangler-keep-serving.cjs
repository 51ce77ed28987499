// Loaded into wrangler's process by scripts/serve.ts: wrangler 4.86 exits when one request fails inside its proxy
// (cloudflare/workers-sdk#14926), ending a whole test run; 4.131 (Node 22 only) logs it and serves on, as this does.
const { EventEmitter } = require('node:events')
const emit = EventEmitter.prototype.emit
EventEmitter.prototype.emit = function (name, event, ...rest) {
  if (name !== 'error' || event?.source !== 'ProxyController' || event.reason !== 'Error inside ProxyWorker')
    return emit.call(this, name, event, ...rest)
  console.error(`a request failed inside the dev proxy, still serving: ${event.cause?.message}`)
  return true
}
