/** "2026-03-14" -> "March 14, 2026" (dates in content are calendar dates, so format them in UTC). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
