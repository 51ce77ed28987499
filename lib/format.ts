/** "2026-03-14" -> "March 14, 2026" (dates in content are calendar dates, so format them in UTC). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** A content template cut at its {slots}, each slot replaced by its value: "Call {phone}." -> ["Call ", phone, "."]. */
export function fillSlots<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/\{(\w*)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part
      if (!(part in values)) throw new Error(`No value for {${part}} in "${template}"`)
      return values[part] as T
    })
    .filter((part) => part !== '')
}

/** A content template as plain text: fill('Permits in {place}', { place: 'Del Mar' }) -> "Permits in Del Mar". */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillSlots(template, values).join('')
}
