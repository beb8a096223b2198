import { useMatches } from 'react-router'
import s from './Breadcrumbs.module.css'
import { Link } from './Link'
import { crumbsFrom } from './route-handle'

export function Breadcrumbs() {
  const crumbs = crumbsFrom(useMatches())
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumbs" className={s.crumbs}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.path}-${c.label}`}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link to={c.path}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
