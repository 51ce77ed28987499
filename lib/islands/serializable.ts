/**
 * The props an island may take: what survives JSON.stringify on the server and JSON.parse in the browser
 * unchanged. Functions, class instances (Date, Map...), symbols and bigints map to `never`, so passing one
 * to an island fails to compile (`props: P & Serializable<P>`).
 */
export type Serializable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends object
      ? { [K in keyof T]: Serializable<T[K]> }
      : never
