/**
 * Field validators. Each `validate*` returns an error message or `undefined`, the shape Formik's
 * field-level `validate` expects; each `parse*` returns the parsed value or the message.
 */
import { NAME_MAX_LENGTH } from './constants'
import { fail, ok, type Parsed } from './parsed'
import { requiredMessage } from './required-message'

export { normalizeNameInput } from './name-input'
export type { Parsed } from './parsed'
export { requiredMessage }

// ---------------------------------------------------------------------------------------------------
// Lists

const UNIQUE_ITEMS_MESSAGE = 'Items must be unique'

/** Items are compared by `key` (the item itself by default), so objects can be compared by a field. */
export function validateUnique<T>(
  items: readonly T[],
  key: (item: T) => unknown = (item) => item,
): string | undefined {
  return new Set(items.map(key)).size === items.length ? undefined : UNIQUE_ITEMS_MESSAGE
}

// ---------------------------------------------------------------------------------------------------
// Ports

const PORT_RANGE_MESSAGES = {
  shape: 'Must be a port like 22 or a range like 8000-8080',
  order: 'The end of the range must not be below the start',
  max: 'Ports go up to 65535',
} as const

const MAX_PORT = 65535

/** `22` or `8000-8080`, inclusive at both ends; a single port comes back as `[22, 22]`. */
export function parsePortRange(s: string): Parsed<[number, number]> {
  // no surrounding spaces: the value goes to the API as given, and it refuses them (forms trim before checking)
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(s)
  if (!match) return fail(PORT_RANGE_MESSAGES.shape)
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  // five digits allow 99999, but ports are 16-bit and the API would reject it
  if (start > MAX_PORT || end > MAX_PORT) return fail(PORT_RANGE_MESSAGES.max)
  if (end < start) return fail(PORT_RANGE_MESSAGES.order)
  return ok([start, end])
}

export function validatePortRange(s: string): string | undefined {
  const result = parsePortRange(s)
  return result.ok ? undefined : result.error
}

// ---------------------------------------------------------------------------------------------------
// Resource names (the API's `Name`)

const NAME_MESSAGES = {
  tooLong: `Must be ${NAME_MAX_LENGTH} characters or fewer`,
  start: 'Must start with a lowercase letter',
  chars: 'Can only contain lowercase letters, numbers, and dashes',
  end: 'Must end with a letter or number',
  uuid: 'Cannot be a UUID',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type NameOptions = { label?: string; required?: boolean }

/**
 * Stricter than the API pattern, which also allows uppercase after the first letter: the console
 * only creates lowercase names so that names differing only in case never appear side by side.
 */
export function validateName(
  value: string | null | undefined,
  { label = 'Name', required = true }: NameOptions = {},
): string | undefined {
  if (!value) return required ? requiredMessage(label) : undefined
  if (value.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong
  if (!/^[a-z]/.test(value)) return NAME_MESSAGES.start
  if (!/^[a-z0-9-]+$/.test(value)) return NAME_MESSAGES.chars
  if (value.endsWith('-')) return NAME_MESSAGES.end
  if (UUID.test(value)) return NAME_MESSAGES.uuid
  return undefined
}
