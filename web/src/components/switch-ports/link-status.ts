/**
 * What a switch port's status says of its link. The API passes on the switch daemon's report as it is (its
 * schema promises nothing), so every field is read with care and one that is missing or of another shape is
 * simply not shown.
 */

export type LinkCondition = 'up' | 'down' | 'other'

export type LinkStatus = {
  /** `up`, `down`, or another state the switch reports (a fault, a configuration error), named in `state`. */
  condition: LinkCondition | null
  /** The state in the switch's words: 'Up', 'Down', 'Faulted: ...'. */
  state: string | null
  speed: string | null
  fec: string | null
  autoneg: boolean | null
  media: string | null
  mac: string | null
  enabled: boolean | null
}

type Obj = Record<string, unknown>

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A field by its name as the console receives it (camelCase) or as the switch wrote it (snake_case). */
function field(o: Obj, camel: string): unknown {
  if (camel in o) return o[camel]
  return o[camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
const flag = (v: unknown) => (typeof v === 'boolean' ? v : null)

/** `Up`, `Down`, or a state with details, written `{ Faulted: 'LinkFlap' }` by the switch; none when empty. */
function readState(v: unknown): Pick<LinkStatus, 'condition' | 'state'> {
  if (v === '') return { condition: null, state: null }
  if (typeof v === 'string') {
    const lower = v.toLowerCase()
    return { condition: lower === 'up' ? 'up' : lower === 'down' ? 'down' : 'other', state: v }
  }
  if (isObj(v)) {
    const [name, detail] = Object.entries(v)[0] ?? []
    if (!name) return { condition: null, state: null }
    const said = typeof detail === 'string' ? detail : isObj(detail) ? Object.keys(detail)[0] : null
    return { condition: 'other', state: said ? `${name}: ${said}` : name }
  }
  return { condition: null, state: null }
}

/** `Speed100G` is 100 Gbit/s; another way of writing it is shown as the switch wrote it. */
function readSpeed(v: unknown): string | null {
  const s = text(v)
  const m = s?.match(/^Speed(\d+)G$/)
  return m ? `${m[1]} Gbit/s` : s
}

export function readLinkStatus(raw: unknown): LinkStatus {
  const link = isObj(raw) && isObj(raw.link) ? raw.link : {}
  return {
    ...readState(field(link, 'linkState')),
    speed: readSpeed(field(link, 'speed')),
    fec: text(field(link, 'fec')),
    autoneg: flag(field(link, 'autoneg')),
    media: text(field(link, 'media')),
    mac: text(field(link, 'mac')),
    enabled: flag(field(link, 'enabled')),
  }
}
