import isPlainObject from './is-plain-object'

/**
 * Formik's `cloneDeep`, which copies the initial values, errors and touched fields as a form starts, and an
 * item an array helper adds: arrays, plain objects and dates are copied at every level; anything else (a file,
 * a class's instance) is kept by reference.
 */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T
  if (value instanceof Date) return new Date(value.getTime()) as T
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneDeep(item)])) as T
  }
  return value
}
