/**
 * When the weekly summary is due and which week it covers, in San Diego's time, daylight saving included: it
 * goes at 8:00 on Monday and covers Monday 0:00 to Monday 0:00 of the week before (167 or 169 hours across a
 * clock change). pg_cron runs in UTC, so the job calls at 15:00 and 16:00 UTC on Mondays (8:00 in summer and in
 * winter) and the function sends only when it is 8 o'clock here. The local backend's timer uses nextReportAt.
 */
import { PACIFIC } from './pacific-time.ts'

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
})

interface Day {
  year: number
  month: number
  day: number
}

function pacific(instant: Date): Day & { hour: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]))
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! }
}

/** The calendar day `offset` days from the given one (Date.UTC carries over months and years). */
function addDays({ year, month, day }: Day, offset: number): Day {
  const date = new Date(Date.UTC(year, month - 1, day + offset))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const isMonday = ({ year, month, day }: Day) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 1

/** The instant it is `hour`:00 on this day in San Diego: UTC-7 in summer, UTC-8 in winter. */
function atPacificHour(day: Day, hour: number): Date {
  for (const offset of [7, 8]) {
    const instant = new Date(Date.UTC(day.year, day.month - 1, day.day, hour + offset))
    const seen = pacific(instant)
    if (seen.day === day.day && seen.hour === hour) return instant
  }
  throw new Error(`${hour}:00 does not occur on ${day.year}-${day.month}-${day.day} in ${PACIFIC}`)
}

const dayLabel = ({ year, month, day }: Day) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

export interface ReportWeek {
  /** Whether `now` is Monday, 8 o'clock in San Diego. */
  due: boolean
  start: Date
  end: Date
  /** The week's Monday, as its idempotency key says it: 2026-11-16. */
  monday: string
}

/** The last full week before `now` (Monday to Monday, San Diego time). */
export function reportWeek(now: Date): ReportWeek {
  const today = pacific(now)
  let monday: Day = today
  while (!isMonday(monday)) monday = addDays(monday, -1)
  const previous = addDays(monday, -7)
  return {
    due: isMonday(today) && today.hour === 8,
    start: atPacificHour(previous, 0),
    end: atPacificHour(monday, 0),
    monday: dayLabel(previous),
  }
}

/** The first Monday 8:00 in San Diego after `now`. */
export function nextReportAt(now: Date): Date {
  let day: Day = pacific(now)
  for (;;) {
    if (isMonday(day)) {
      const at = atPacificHour(day, 8)
      if (at > now) return at
    }
    day = addDays(day, 1)
  }
}
