/**
 * The grid columns on wide screens for a row of three to six cards (the bounds content/schema.ts sets):
 * all in one row, except six, which would be too narrow and make two rows of three.
 */
const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-3',
}

export function wideColumns(count: number): string {
  return columns[count] ?? 'lg:grid-cols-4'
}
