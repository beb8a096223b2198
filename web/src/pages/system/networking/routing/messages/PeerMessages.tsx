import s from '~/pages/system/networking/routing/routing.module.css'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatDateTime } from '~/util/format'
import type { PeerHistory } from './message-history'

/** One peer's messages, newest first, one a row: when, which way, what kind, and what it said. */
export function PeerMessages({ history, hideKeepalives }: { history: PeerHistory; hideKeepalives: boolean }) {
  const rows = hideKeepalives ? history.rows.filter((r) => r.kind !== 'Keepalive') : history.rows
  const title = `${history.peer} on ${history.switch}`
  const id = `messages-${history.switch}-${history.peer.replace(/\W/g, '-')}`
  const hidden = history.rows.length - rows.length
  return (
    <section className={s.section} aria-labelledby={id}>
      <SectionHeading id={id}>
        <span className="mono">{history.peer}</span> on {history.switch}
      </SectionHeading>
      {rows.length === 0 ? (
        <p className={s.note}>
          {history.rows.length === 0
            ? 'The switch keeps no messages of this session: it has exchanged none since it started.'
            : `Only keepalives (${hidden}), which are hidden.`}
        </p>
      ) : (
        <Table aria-label={`Messages with ${title}`}>
          <THead>
            <Tr>
              <Th>Time</Th>
              <Th>Direction</Th>
              <Th>Message</Th>
              <Th>Details</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((row, i) => (
              // a history may hold two messages of one kind at one time: the position tells them apart
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered on screen
              <Tr key={i}>
                <Td className={s.nowrap}>{row.time ? formatDateTime(row.time, { seconds: true }) : '—'}</Td>
                <Td>{row.direction}</Td>
                <Td>{row.kind}</Td>
                <Td className="mono">{row.detail || '—'}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  )
}
