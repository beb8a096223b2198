import s from './TypeValueBadge.module.css'

/**
 * A typed value such as a firewall target or a route destination: the type as a small label, the value in
 * monospace, e.g. `<TypeValueBadge type="subnet" value="frontend" />`. Both are text, so it reads as "subnet
 * frontend" to a screen reader too.
 */
export function TypeValueBadge({ type, value }: { type: string; value: string }) {
  return (
    <span className={s.badge}>
      <span className={s.type}>{type}</span> <span className={`mono ${s.value}`}>{value}</span>
    </span>
  )
}
