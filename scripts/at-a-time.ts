/** `work` for every item, at most `limit` at once, results in the items' order (a browser asks one host six at a time). */
export async function atATime<T, R>(limit: number, items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!)
  }
  await Promise.all(Array.from({ length: limit }, lane))
  return results
}
