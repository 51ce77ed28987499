/**
 * Chromium over the DevTools protocol via the tab target, as DevTools attaches: attached to the page (as Playwright is)
 * Chromium turns prerendering off (PrerenderingDisabledByDevTools); via the tab, pages prerender, each its own target.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './debian-packages.ts'

/** Sends `signal` to the process group (0 only checks): false when none of it is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0) {
  try {
    return process.kill(-pid, signal)
  } catch {
    return false
  }
}

export interface DevToolsEvent {
  method: string
  params: Record<string, unknown>
  sessionId?: string
}

interface TargetInfo {
  targetId: string
  subtype?: string
}

/** One page of a tab: the one shown, or one being prerendered. */
export interface Session {
  id: string
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>
  /** The value of an expression in the page (awaited if it is a promise). */
  evaluate<T>(expression: string): Promise<T>
}

export type Browser = Awaited<ReturnType<typeof launchDevTools>>
export type Tab = Awaited<ReturnType<Browser['newTab']>>

/**
 * `screen`: the window's size and density. A prerendered page starts loading before a client can emulate a phone
 * on it, so a phone's screen must be the window's for the page to choose its photos as on that phone.
 * `executable`: Chromium, or its headless shell (no window of its own to draw, and no back/forward cache).
 */
export async function launchDevTools(
  screen = { width: 1280, height: 800, deviceScaleFactor: 1 },
  executable = CHROMIUM_PATH,
) {
  const profile = mkdtempSync(join(tmpdir(), 'devtools-chromium-'))
  const headless = executable === CHROMIUM_PATH ? ['--headless=new'] : []
  const args = [...headless, ...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`]
  const window = [
    `--window-size=${screen.width},${screen.height}`,
    `--force-device-scale-factor=${screen.deviceScaleFactor}`,
  ]
  // Its own process group, so closing it also ends the renderer and helper processes.
  const child = spawn(executable, [...args, ...window, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const input = child.stdio[3] as Writable
  const output = child.stdio[4] as Readable
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let nextId = 0
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  const listeners = new Set<(event: DevToolsEvent) => void>()
  let buffered = ''
  // Messages are JSON, each ended by a NUL byte.
  output.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Partial<DevToolsEvent> & {
        id?: number
        result?: never
        error?: { message: string }
      }
      buffered = buffered.slice(end + 1)
      const waiting = message.id === undefined ? undefined : pending.get(message.id)
      if (waiting) {
        pending.delete(message.id!)
        if (message.error) waiting.reject(new Error(message.error.message))
        else waiting.resolve(message.result!)
      } else if (message.method) {
        for (const listener of listeners) listener(message as DevToolsEvent)
      }
    }
  })
  void exited.then(() => {
    for (const { reject } of pending.values()) reject(new Error('Chromium exited'))
  })

  function send<T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = ++nextId
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject })
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    })
  }

  function session(id: string): Session {
    return {
      id,
      send: (method, params) => send(method, params, id),
      async evaluate<T>(expression: string) {
        const { result, exceptionDetails } = await send<{
          result: { value: T }
          exceptionDetails?: { exception?: { description?: string }; text: string }
        }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, id)
        if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
        return result.value
      },
    }
  }

  /**
   * A new tab in a browser context of its own (its own cache and storage). Every page of the tab, prerendered
   * ones included, has the Page, Runtime and Preload events on as it is attached, then `setUp` (to throttle it).
   */
  async function newTab(setUp?: (page: Session) => Promise<unknown>) {
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext')
    // The tab's own target (forTab), not its page's: a client attached to the page turns prerendering off.
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
      forTab: true,
    })
    const { sessionId: tabSession } = await send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    })
    const pages = new Map<string, { session: Session; target: TargetInfo }>()
    const events: DevToolsEvent[] = []
    const waiters = new Set<(event: DevToolsEvent) => void>()
    const firstPage = new Promise<Session>((resolve) => {
      listeners.add((event) => {
        if (event.sessionId === tabSession) {
          const { sessionId, targetInfo } = event.params as { sessionId: string; targetInfo: TargetInfo }
          if (event.method === 'Target.attachedToTarget') {
            const page = session(sessionId)
            pages.set(sessionId, { session: page, target: targetInfo })
            // A page that goes away before its set-up is done (a prerender dropped) needs none.
            Promise.all(['Page', 'Runtime', 'Preload'].map((domain) => page.send(`${domain}.enable`)))
              .then(() => setUp?.(page))
              .then(
                () => targetInfo.subtype !== 'prerender' && resolve(page),
                () => {},
              )
          } else if (event.method === 'Target.detachedFromTarget') {
            pages.delete(sessionId)
          } else if (event.method === 'Target.targetInfoChanged') {
            // An activated prerendered page loses its subtype.
            for (const page of pages.values())
              if (page.target.targetId === targetInfo.targetId) page.target = targetInfo
          }
        } else if (event.sessionId && pages.has(event.sessionId)) {
          events.push(event)
          for (const waiter of waiters) waiter(event)
        }
      })
    })
    // Not paused on start: Chromium then prerenders nothing for the tab.
    await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tabSession)
    const page = await firstPage
    /** The first event of this name from any of the tab's pages that `accept` takes, since `mark()` or to come. */
    const next = (
      method: string,
      accept: (event: DevToolsEvent) => boolean = () => true,
      { since = 0, timeoutMs = 30_000 } = {},
    ): Promise<DevToolsEvent> => {
      const seen = events.slice(since).find((event) => event.method === method && accept(event))
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const waiter = (event: DevToolsEvent) => {
          if (event.method !== method || !accept(event)) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(event)
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`No ${method} within ${timeoutMs / 1000} s`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    }
    /** Waits until the tab's page has loaded the document at `url`, navigated to after `since` (a `mark()`). */
    async function loaded(url: string, since: number) {
      const navigated = await next(
        'Page.frameNavigated',
        (event) => {
          const frame = event.params.frame as { url: string; parentId?: string }
          return event.sessionId === page.id && frame.url === url && !frame.parentId
        },
        { since },
      )
      await next('Page.loadEventFired', (event) => event.sessionId === page.id, { since: events.indexOf(navigated) })
    }
    return {
      /** The page the tab showed when it opened (the same while it navigates without prerendering). */
      page,
      next,
      /** How many events the tab has seen: `next` and `loaded` can look from there on. */
      mark: () => events.length,
      loaded,
      async goto(url: string) {
        const mark = events.length
        await page.send('Page.navigate', { url })
        await loaded(url, mark)
      },
      /** Closes the tab and forgets its cache and storage. */
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
      /** The page being prerendered for the tab at this URL, if any. */
      async prerendered(url: string) {
        for (const { session, target } of pages.values())
          if (target.subtype === 'prerender' && (await session.evaluate<string>('location.href')) === url)
            return session
        return undefined
      },
    }
  }

  return {
    newTab,
    async close() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
      await exited
      // Its helper processes can outlive it for a moment, still writing to the profile; one that hangs is killed.
      for (let waited = 0; signalGroup(child.pid!, 0); waited += 50) {
        if (waited === 5000) signalGroup(child.pid!, 'SIGKILL')
        await sleep(50)
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}
