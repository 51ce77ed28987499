import type { Block } from '../content/schema.ts'

/** "2026-03-14" -> "March 14, 2026" (dates in content are calendar dates, so format them in UTC). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** A budget range: { min: 85000, max: 110000 } -> "$85,000–$110,000". */
export function formatBudget({ min, max }: { min: number; max: number }): string {
  // Made here, not once for the module: browser code shares this module, and an Intl object would come along.
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  return `${dollars.format(min)}–${dollars.format(max)}`
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

/** Words a reader takes in per minute of an article, the figure behind the article's "{minutes} min read". */
const WORDS_PER_MINUTE = 225

/** An article's reading time, counted from its words, so an edit to the text can never leave it stale. */
export function readingMinutes(blocks: readonly Block[]): number {
  const texts = blocks.flatMap((block): string[] => {
    switch (block.type) {
      case 'list':
        return block.items
      case 'table':
        return [block.caption, ...block.head, ...block.rows.flat()]
      case 'callout':
        return [block.title, block.text]
      case 'qa':
        return [block.question, ...block.answer]
      case 'image':
        return block.caption ? [block.caption] : []
      default:
        return [block.text]
    }
  })
  const words = texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
