import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { every } from '../../scripts/local-backend/schedule.ts'

/** The local backend's pg_cron: the notify-pending sweep and the retention job run on it. */
describe('every', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the job each interval, at once only when asked, and stops when told', async () => {
    const job = vi.fn(async () => undefined)
    const stop = every(1000, 'job', job)
    expect(job).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(3000)
    expect(job).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(3000)
    expect(job).toHaveBeenCalledTimes(3)

    const atOnce = vi.fn(async () => undefined)
    every(1000, 'at once', atOnce, { now: true })()
    expect(atOnce).toHaveBeenCalledTimes(1)
  })

  it('never starts a run while the last one is still going', async () => {
    let finish = () => {}
    const job = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const stop = every(1000, 'slow job', job)
    await vi.advanceTimersByTimeAsync(3500)
    expect(job).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(1000)
    expect(job).toHaveBeenCalledTimes(2)
    stop()
  })

  it('logs a failed run and still runs the next', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const job = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined)
    const stop = every(1000, 'flaky job', job)
    await vi.advanceTimersByTimeAsync(2000)
    expect(job).toHaveBeenCalledTimes(2)
    expect(logged).toHaveBeenCalledWith(
      'local backend: flaky job failed:',
      expect.objectContaining({ message: 'down' }),
    )
    stop()
    logged.mockRestore()
  })

  it('with an interval of 0 never runs, not even at once', async () => {
    const job = vi.fn(async () => undefined)
    every(0, 'off', job, { now: true })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(job).not.toHaveBeenCalled()
  })
})
