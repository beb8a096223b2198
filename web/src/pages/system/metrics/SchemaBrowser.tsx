import { useState } from 'react'
import type { ApiError } from '~/api'
import type { TimeseriesSchema } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { TextField } from '~/ui/TextField'
import { formatNumber } from '~/util/format'
import s from './metrics-explorer.module.css'

type Props = {
  schemas: TimeseriesSchema[]
  complete: boolean
  error: ApiError | null
  retry: () => void
  /** puts a first query over the timeseries into the editor */
  onQuery: (name: string) => void
}

const schemasWord = (n: number) => `${formatNumber(n)} ${n === 1 ? 'schema' : 'schemas'}`

/** One schema: what it measures, in which unit, and the fields that tell its series apart. */
function Schema({ schema, onQuery }: { schema: TimeseriesSchema; onQuery: (name: string) => void }) {
  const name = schema.timeseriesName
  return (
    <li className={s.schema}>
      <details>
        <summary>
          <span className="mono">{name}</span>
          <Badge>{schema.datumType}</Badge>
          <Badge color="info">{schema.units}</Badge>
        </summary>
        <div className={s.schemaBody}>
          <dl className={s.facts}>
            <dt>Target</dt>
            <dd>{schema.description.target}</dd>
            <dt>Metric</dt>
            <dd>{schema.description.metric}</dd>
            <dt>Datum type</dt>
            <dd className="mono">{schema.datumType}</dd>
            <dt>Units</dt>
            <dd>{schema.units}</dd>
          </dl>
          <Table aria-label={`Fields of ${name}`}>
            <THead>
              <Tr>
                <Th>Name</Th>
                <Th>Type</Th>
                <Th>Source</Th>
                <Th>Description</Th>
              </Tr>
            </THead>
            <TBody>
              {schema.fieldSchema.map((field) => (
                <Tr key={field.name}>
                  <Td className="mono">{field.name}</Td>
                  <Td className="mono">{field.fieldType}</Td>
                  <Td>{field.source}</Td>
                  <Td>{field.description}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <div>
            <PlainButton size="sm" variant="secondary" onClick={() => onQuery(name)}>
              Query {name}
            </PlainButton>
          </div>
        </div>
      </details>
    </li>
  )
}

/**
 * The timeseries the rack collects, searchable by name over what has been read so far; the rest of the list
 * is read behind it, and the count says how far that has got.
 */
export function SchemaBrowser({ schemas, complete, error, retry, onQuery }: Props) {
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const matches = needle ? schemas.filter((x) => x.timeseriesName.toLowerCase().includes(needle)) : schemas
  return (
    <>
      <TextField
        label="Search schemas by name"
        type="search"
        value={search}
        onChange={setSearch}
        placeholder="virtual_disk"
        mono
        className={s.search}
      />
      <p className={s.status} role="status">
        {complete ? `${schemasWord(schemas.length)} read` : `${schemasWord(schemas.length)} read so far`}
        {needle && `, ${formatNumber(matches.length)} matching "${search.trim()}"`}.
        {!complete && !error && <Spinner size="sm" label="Reading more schemas" />}
      </p>
      {error && (
        <div className={s.actions}>
          <p className={s.error} role="alert">
            Could not read more schemas: {error.message}
          </p>
          <PlainButton size="sm" variant="secondary" onClick={retry}>
            Try again
          </PlainButton>
        </div>
      )}
      {schemas.length === 0 && complete ? (
        <p className={s.status}>The rack reports no timeseries.</p>
      ) : matches.length === 0 ? (
        <p className={s.status}>
          No schema read {complete ? '' : 'so far '}has a name containing "{search.trim()}".
        </p>
      ) : (
        <ul className={s.schemas} aria-label="Timeseries schemas">
          {matches.map((schema) => (
            <Schema key={schema.timeseriesName} schema={schema} onQuery={onQuery} />
          ))}
        </ul>
      )}
    </>
  )
}
