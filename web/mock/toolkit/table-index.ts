/**
 * Indexes over the store's tables, so that finding a row by id, a row by name under its parent, or a parent's
 * rows costs about the same with 10,000 rows (the large data set) as with ten.
 *
 * An index belongs to one array and is built on first use. The store's tables grow by `push` and shrink by
 * `filter` (which makes a new array), so an index is rebuilt when its table is another array or has another
 * length. Rows also change in place (a rename), so a row found by name is checked against the name asked for,
 * and a miss, which is rare (a 404), is confirmed by a scan. Group only by fields that never change in place
 * (`project_id`, a network interface's `instance_id`), never by ones that do (a floating IP's `instance_id`).
 */

type Built = { length: number; map: Map<unknown, unknown> }

/** Per table, per kind of index: the map and the length of the table it was built from. */
const built = new WeakMap<readonly object[], Map<string, Built>>()

function indexOf<T extends object, V>(
  table: readonly T[],
  kind: string,
  build: (table: readonly T[]) => Map<unknown, V>,
): Map<unknown, V> {
  let kinds = built.get(table)
  if (!kinds) {
    kinds = new Map()
    built.set(table, kinds)
  }
  const known = kinds.get(kind)
  if (known && known.length === table.length) return known.map as Map<unknown, V>
  const map = build(table)
  kinds.set(kind, { length: table.length, map })
  return map
}

/** After a scan found what an index missed (a row renamed in place), the next lookup builds it again. */
function forget(table: readonly object[], kind: string): void {
  built.get(table)?.delete(kind)
}

/** The row with this id, or undefined. */
export function rowById<T extends { id: string }>(table: readonly T[], id: string): T | undefined {
  const byId = indexOf(table, 'id', (rows) => new Map(rows.map((row) => [row.id, row])))
  const hit = byId.get(id)
  if (hit && hit.id === id) return hit
  return table.find((row) => row.id === id)
}

const NO_PARENT = Symbol('no parent')

/**
 * The row named `name` whose `parentKey` field is `parentId` (names are unique under a parent), or, without a
 * parent key, the row named `name` in a table of unique names (projects, silos).
 */
export function rowByName<T extends { name: string }>(
  table: readonly T[],
  name: string,
  parent?: { key: keyof T; id: unknown },
): T | undefined {
  const key = parent?.key
  const kind = `name:${String(key ?? '')}`
  const byName = indexOf(table, kind, (rows) => {
    const map = new Map<unknown, Map<string, T>>()
    for (const row of rows) {
      const scope = key === undefined ? NO_PARENT : row[key]
      let names = map.get(scope)
      if (!names) {
        names = new Map()
        map.set(scope, names)
      }
      // the first row of a name wins, as a scan would find it
      if (!names.has(row.name)) names.set(row.name, row)
    }
    return map
  })
  const scope = parent ? parent.id : NO_PARENT
  const hit = byName.get(scope)?.get(name)
  const matches = (row: T) => row.name === name && (!parent || row[parent.key] === parent.id)
  if (hit && matches(hit)) return hit
  const found = table.find(matches)
  if (found) forget(table, kind)
  return found
}

/** The rows whose `key` field (one that never changes in place) is `value`, in table order. */
export function rowsWhere<T extends object, K extends keyof T>(
  table: readonly T[],
  key: K,
  value: T[K],
): readonly T[] {
  const groups = indexOf(table, `group:${String(key)}`, (rows) => {
    const map = new Map<unknown, T[]>()
    for (const row of rows) {
      const group = map.get(row[key])
      if (group) group.push(row)
      else map.set(row[key], [row])
    }
    return map
  })
  return groups.get(value) ?? []
}
