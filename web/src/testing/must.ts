/** For tests: the value, which the test needs to be there, or a failure that says what was missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}, got ${value}`)
  return value
}
