import { useApiQuery } from '~/api'
import { currentUserView } from '~/components/current-user'
import { Link } from '~/components/Link'
import { pb } from '~/util/paths'
import s from './chart-panel.module.css'

/**
 * "Open in explorer": the query behind a chart, in the System's metrics explorer, to change and run there. The
 * explorer is the fleet's, so only fleet viewers are offered it.
 */
export function OpenInExplorer({ query, title }: { query: string; title: string }) {
  const { data: me } = useApiQuery(currentUserView)
  if (!me?.fleetViewer) return null
  return (
    // the name starts with what the link says, so a voice command of its words finds it
    <Link to={pb.systemMetrics({ query })} className={s.explore} aria-label={`Open in explorer: ${title}`}>
      Open in explorer
    </Link>
  )
}

/**
 * One OxQL query for a chart drawn from several (a line each): OxQL's subqueries, whose answer has a table
 * for each.
 */
export const combinedOxql = (queries: string[]) =>
  queries.length === 1 ? queries[0] : `{\n${queries.map((q) => `  ${q}`).join(';\n')}\n}`
