import { useRef, useState } from 'react'
import { callApi, useLiveRead } from '~/api'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { useQueryParam } from '~/components/use-query-param'
import u from '~/components/utilization-page.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { UtilizationIcon } from '~/ui/icons/resource-icons'
import { Spinner } from '~/ui/Spinner'
import s from './metrics-explorer.module.css'
import { QueryEditor } from './QueryEditor'
import { SchemaBrowser } from './SchemaBrowser'
import { useSchemaPages } from './use-schema-pages'

export const handle: RouteHandle = { crumb: 'Metrics' }

/** The results' code (the chart kit's frame, the tables) loads only once a query is there to show. */
export const QueryResults = lazyComponent(() => import('./QueryResults'), 'QueryResults')

/** A first query over a timeseries: its last hour, averaged over minutes so that it stays a page of points. */
const firstQuery = (name: string) =>
  `get ${name}\n  | filter timestamp > @now() - 1h\n  | align mean_within(1m)`

/**
 * The metrics explorer: an OxQL query over the whole fleet, drawn and listed, and the schemas of the
 * timeseries to query. The query that ran is the URL's (`?query=`), so a result can be shared and Back goes to
 * the previous query; the text being edited is the page's until it runs.
 */
export default function MetricsExplorerPage() {
  const schemas = useSchemaPages()
  const [query, setQuery] = useQueryParam('query')
  const [text, setText] = useState(query ?? '')
  const [shownQuery, setShownQuery] = useState(query)
  const [emptyRun, setEmptyRun] = useState(false)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  // the URL's query changed (Back, a link): the editor shows it
  if (query !== shownQuery) {
    setShownQuery(query)
    setText(query ?? '')
  }

  const result = useLiveRead(
    query ? `metrics-explorer ${query}` : null,
    () => callApi('systemTimeseriesQuery', { body: { query: query ?? '' } }),
    // another query's tables are not this one's: none show until its own answer comes
    { keepPreviousData: false },
  )

  const run = () => {
    const next = text.trim()
    setEmptyRun(next === '')
    if (next === '') return
    // the same query again reads the data again: its range may end now
    if (next === query) result.mutate()
    else setQuery(next)
  }

  const serverError = query && result.error ? result.error.message : null
  const error = emptyRun ? 'Write a query to run, or start from an example.' : serverError

  return (
    <>
      <PageHeader title="Metrics" icon={<UtilizationIcon />} />
      <section className={u.section} aria-labelledby="metrics-query">
        <h2 id="metrics-query" className={u.heading}>
          Query
        </h2>
        <p className={u.note}>
          Write a query in OxQL, the language of the rack's metrics, over the timeseries listed below.
        </p>
        <QueryEditor
          text={text}
          onTextChange={(next) => {
            setText(next)
            setEmptyRun(false)
          }}
          onRun={run}
          running={result.isValidating}
          error={error}
          textareaRef={textareaRef}
        />
      </section>
      <section className={u.section} aria-labelledby="metrics-results">
        <h2 id="metrics-results" className={u.heading}>
          Results
        </h2>
        {!query ? (
          <EmptyState
            title="No query run yet"
            body="Run a query, or start from an example, to see its timeseries drawn and listed here."
          />
        ) : result.error ? (
          <p className={s.status}>The query failed; its error is shown under it.</p>
        ) : !result.data ? (
          <p className={s.status}>
            <Spinner size="sm" label="Running the query" /> Running the query…
          </p>
        ) : (
          <QueryResults result={result.data} schemas={schemas.schemas} />
        )}
      </section>
      <section className={u.section} aria-labelledby="metrics-schemas">
        <h2 id="metrics-schemas" className={u.heading}>
          Timeseries schemas
        </h2>
        <SchemaBrowser
          {...schemas}
          onQuery={(name) => {
            setText(firstQuery(name))
            setEmptyRun(false)
            textareaRef.current?.focus()
          }}
        />
      </section>
    </>
  )
}
