// Loaded into wrangler's process by scripts/serve.ts. wrangler 4.86 exits when one request fails between its two
// workerd processes ("Error inside ProxyWorker": cloudflare/workers-sdk#14926), which ends a whole test run; 4.131,
// which needs Node 22, logs the request as failed and serves on. So does this.
const { EventEmitter } = require('node:events')
const emit = EventEmitter.prototype.emit
EventEmitter.prototype.emit = function (name, event, ...rest) {
  if (name !== 'error' || event?.source !== 'ProxyController' || event.reason !== 'Error inside ProxyWorker')
    return emit.call(this, name, event, ...rest)
  console.error(`a request failed inside the dev proxy, still serving: ${event.cause?.message}`)
  return true
}
