import { NAME_MAX_LENGTH } from './constants'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A resource name made from an SSH key's comment, which is usually `user@host` (`ada@analytical-engine` gives
 * `ada-analytical-engine`), or null when the comment holds nothing a name can use. Accents are dropped
 * rather than the letters that carry them; a name that would not start with a letter is prefixed with `key-`.
 * When the name is in `taken`, a number is added (`-2`, `-3`...), so the suggestion can be saved as it is.
 */
export function nameFromComment(comment: string, taken: ReadonlySet<string> = new Set()): string | null {
  let base = comment
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (!base) return null
  // a name may not be a UUID either, and the prefix keeps a UUID-shaped comment from being one
  if (!/^[a-z]/.test(base) || UUID.test(base)) base = `key-${base}`

  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const name = `${base.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(name)) return name
  }
}
