/**
 * The owner's Monday e-mail (weekly-report): what the website received in the week, by form and by where it
 * came from, and how each submission's e-mail went: within 15 minutes of arriving, later, or not yet. Made
 * from counts only (public.weekly_counts), so it repeats nothing a visitor typed.
 */
import type { Config, FormTable } from './config.ts'
import { type Composed, escapeHtml } from './email.ts'
import { PACIFIC } from './pacific-time.ts'
import type { ReportWeek } from './report-week.ts'
import { channel } from './sources.ts'
import type { WeeklyGroup } from './store.ts'

const FORMS: readonly (readonly [FormTable, singular: string, plural: string])[] = [
  ['leads', 'quote request', 'quote requests'],
  ['subcontractors', 'application', 'applications'],
]

const ROWS = [
  ['Received', undefined],
  ['E-mailed to you within 15 minutes', 'at_once'],
  ['E-mailed later (the re-sender or the hourly summary)', 'late'],
  ['Not e-mailed yet', 'waiting'],
] as const

const counted = (count: number, singular: string, plural: string) => `${count} ${count === 1 ? singular : plural}`

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  weekday: 'long',
  month: 'short',
  day: 'numeric',
})

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, month: 'short', day: 'numeric' })

const FOOTER =
  "This summary comes every Monday at 8 a.m., San Diego time. A Monday without it means the website's schedule or its e-mail has stopped: have the site's checks run (npm run check:live, docs/deploy.md)."

/** Where a group's visits came from, by the same names the owner's e-mails use (sources.ts). */
function sourceOf(group: WeeklyGroup): string {
  const flag = (present: boolean) => (present ? 'present' : undefined)
  return channel({
    utm_source: group.utm_source ?? undefined,
    utm_medium: group.utm_medium ?? undefined,
    referrer_host: group.referrer_host ?? undefined,
    gclid: flag(group.google_click),
    msclkid: flag(group.microsoft_click),
    fbclid: flag(group.facebook_click),
  })
}

export function weeklySummary(
  config: Config,
  week: ReportWeek,
  groups: readonly WeeklyGroup[],
  warning?: string,
): Composed {
  const total = (table: FormTable, delivery?: WeeklyGroup['delivery']) =>
    groups
      .filter((group) => group.submission_table === table && (!delivery || group.delivery === delivery))
      .reduce((sum, group) => sum + group.count, 0)
  const bySource = new Map<string, Record<FormTable, number>>()
  for (const group of groups) {
    const source = sourceOf(group)
    const counts = bySource.get(source) ?? { leads: 0, subcontractors: 0 }
    counts[group.submission_table] += group.count
    bySource.set(source, counts)
  }
  const sources = [...bySource].sort(([, a], [, b]) => b.leads + b.subcontractors - (a.leads + a.subcontractors))
  const sourceLine = (counts: Record<FormTable, number>) =>
    FORMS.filter(([table]) => counts[table] > 0)
      .map(([table, singular, plural]) => counted(counts[table], singular, plural))
      .join(', ')

  const period = `${dayFormat.format(week.start)} to ${dayFormat.format(new Date(week.end.getTime() - 1))}`
  const intro = `What the website received from ${period} (San Diego time).`
  const subject = `Website week of ${shortDay.format(week.start)}: ${FORMS.map(([table, singular, plural]) => counted(total(table), singular, plural)).join(', ')}`

  const head = `<tr><th></th>${FORMS.map(([, , plural]) => `<th align="right" style="padding:4px 0 4px 16px">${escapeHtml(plural[0]!.toUpperCase() + plural.slice(1))}</th>`).join('')}</tr>`
  const figures = ROWS.map(
    ([label, delivery]) =>
      `<tr><th align="left" style="padding:4px 16px 4px 0">${escapeHtml(label)}</th>${FORMS.map(([table]) => `<td align="right">${total(table, delivery)}</td>`).join('')}</tr>`,
  )
  const sourceItems = sources.map(
    ([source, counts]) => `<li>${escapeHtml(source)}: ${escapeHtml(sourceLine(counts))}</li>`,
  )
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937">
${warning ? `<p style="color:#b91c1c;font-weight:bold">${escapeHtml(warning)}</p>\n` : ''}<p>${escapeHtml(intro)}</p>
<table cellspacing="0" cellpadding="0">
${[head, ...figures].join('\n')}
</table>
<h2 style="font-size:18px;margin:24px 0 8px">Where they came from</h2>
${sourceItems.length ? `<ul>\n${sourceItems.join('\n')}\n</ul>` : '<p>Nothing this week.</p>'}
<p style="color:#6b7280;font-size:13px">${escapeHtml(FOOTER)}</p>
</body></html>`
  const text = [
    ...(warning ? [warning, ''] : []),
    intro,
    '',
    ...ROWS.map(
      ([label, delivery]) =>
        `${label}: ${FORMS.map(([table, singular, plural]) => counted(total(table, delivery), singular, plural)).join(', ')}`,
    ),
    '',
    'Where they came from:',
    ...(sources.length
      ? sources.map(([source, counts]) => `  ${source}: ${sourceLine(counts)}`)
      : ['  Nothing this week.']),
    '',
    FOOTER,
  ].join('\n')
  return { to: [config.recipients.leads], subject, html, text }
}
