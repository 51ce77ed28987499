/**
 * Preloaded into each local edge function (Deno): Supabase's `EdgeRuntime.waitUntil`, with which a function runs
 * work after its answer (background tasks). Plain Deno runs that work on by itself; this counts it, so that the
 * local backend can tell tests when it has settled: `GET /__background` answers once no such work is left.
 */
let pending = 0
let settle: (() => void) | undefined
let settled = Promise.resolve()

Object.assign(globalThis, {
  EdgeRuntime: {
    waitUntil(work: Promise<unknown>) {
      if (pending++ === 0) settled = new Promise((resolve) => (settle = resolve))
      void work.finally(() => --pending === 0 && settle?.())
    },
  },
})

const serve = Deno.serve
Object.assign(Deno, {
  serve: (handler: Deno.ServeHandler) =>
    serve((request, info) =>
      new URL(request.url).pathname === '/__background'
        ? settled.then(() => new Response(null, { status: 204 }))
        : handler(request, info),
    ),
})
