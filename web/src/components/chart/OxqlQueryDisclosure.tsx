import { CopyButton } from '~/ui/CopyButton'
import s from './chart-panel.module.css'

/** "View OxQL query": the query that drew the chart, to read, copy and run elsewhere (the CLI, the API). */
export function OxqlQueryDisclosure({ query, title }: { query: string; title: string }) {
  return (
    <details className={s.query}>
      <summary>View OxQL query</summary>
      <div className={s.queryBody}>
        <pre className="mono">
          <code>{query}</code>
        </pre>
        <CopyButton value={query} label={`Copy OxQL query of ${title}`} />
      </div>
    </details>
  )
}
