/**
 * Formik's `clone`: the shallow copy its setIn makes of the values, and of each object or array on the way to a
 * field, so a change never mutates the form's state in place. An object keeps its prototype, a date its time;
 * anything else is returned as it is.
 */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T
  if (value instanceof Date) return new Date(value.getTime()) as T
  if (value !== null && typeof value === 'object') {
    return Object.assign(Object.create(Object.getPrototypeOf(value)), value)
  }
  return value
}
