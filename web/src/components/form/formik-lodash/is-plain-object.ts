/**
 * Formik's `isPlainObject`, which decides which values it walks into before validation: an object made by a
 * literal, `new Object()` or `Object.create(null)`, not an array, a date, a file or a class's instance.
 */
export default function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false
  const proto = Object.getPrototypeOf(value)
  return proto === null || proto === Object.prototype
}
