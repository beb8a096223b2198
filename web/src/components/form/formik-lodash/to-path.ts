/** One part of a field name: a dotted name, an [index], or a quoted ["key"]. */
const PART = /[^.[\]]+|\[(?:(\d+)|(["'])(.*?)\2)\]/g

/**
 * Formik's `toPath`: a field name as the keys that lead to its value, `hosts[2].value` as
 * `['hosts', '2', 'value']`. An array of keys is copied as strings.
 */
export default function toPath(name: unknown): string[] {
  if (Array.isArray(name)) return name.map(String)
  return Array.from(String(name).matchAll(PART), (m) => m[1] ?? m[3] ?? m[0])
}
