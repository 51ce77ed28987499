/** The weekly report's clock (supabase/functions/_shared/report-week.ts): Monday 8:00 in San Diego, daylight saving included. */
import { describe, expect, it } from 'vitest'
import { nextReportAt, reportWeek } from '../../supabase/functions/_shared/report-week.ts'

describe('reportWeek', () => {
  it('in winter: due at 16:00 UTC (8:00 PST), not at 15:00; the week is Monday to Monday, 168 hours', () => {
    expect(reportWeek(new Date('2026-11-30T16:05:00Z'))).toEqual({
      due: true,
      start: new Date('2026-11-23T08:00:00Z'),
      end: new Date('2026-11-30T08:00:00Z'),
      monday: '2026-11-23',
    })
    expect(reportWeek(new Date('2026-11-30T15:05:00Z')).due).toBe(false)
    expect(reportWeek(new Date('2026-12-01T16:05:00Z')).due).toBe(false)
  })

  it('in summer: due at 15:00 UTC (8:00 PDT), not at 16:00', () => {
    expect(reportWeek(new Date('2026-07-13T15:00:00Z'))).toMatchObject({ due: true, monday: '2026-07-06' })
    expect(reportWeek(new Date('2026-07-13T16:00:00Z')).due).toBe(false)
  })

  it.each([
    ['2026-03-09T15:00:00Z', '2026-03-02T08:00:00Z', '2026-03-09T07:00:00Z'],
    ['2026-11-02T16:00:00Z', '2026-10-26T07:00:00Z', '2026-11-02T08:00:00Z'],
  ])('across a clock change (%s): 167 or 169 hours, midnight to midnight in San Diego', (now, start, end) => {
    expect(reportWeek(new Date(now))).toMatchObject({ due: true, start: new Date(start), end: new Date(end) })
  })

  it('a Sunday evening in San Diego (already Monday in UTC) still belongs to its own week', () => {
    expect(reportWeek(new Date('2026-11-30T05:00:00Z'))).toMatchObject({ due: false, monday: '2026-11-16' })
  })
})

describe('nextReportAt', () => {
  it('is the next Monday 8:00 in San Diego, never the present one', () => {
    expect(nextReportAt(new Date('2026-11-01T12:00:00Z'))).toEqual(new Date('2026-11-02T16:00:00Z'))
    expect(nextReportAt(new Date('2026-03-09T14:59:00Z'))).toEqual(new Date('2026-03-09T15:00:00Z'))
    expect(nextReportAt(new Date('2026-03-09T15:00:00Z'))).toEqual(new Date('2026-03-16T15:00:00Z'))
  })
})
