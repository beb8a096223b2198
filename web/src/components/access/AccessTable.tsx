import { InfoIcon } from '~/ui/icons/action-icons'
import { ActionMenu, type ActionMenuItem } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import s from './access.module.css'
import type { AccessRow } from './access-rows'
import { RoleBadge } from './RoleBadge'
import { type RoleName, roleWords } from './roles'

type Props<R extends RoleName> = {
  /** Names the table for assistive tech, e.g. 'Silo access'. */
  label: string
  rows: AccessRow<R>[]
  actions: (row: AccessRow<R>) => ActionMenuItem[]
  /** Whose users and groups these are, for identities the silo cannot name (the fleet's, from other silos). */
  siloName: string
}

function Roles({ row }: { row: AccessRow }) {
  const [applies] = row.badges
  return (
    <span className={s.roles}>
      {row.badges.map((b) => (
        <RoleBadge key={b.level} level={b.level} role={b.role} />
      ))}
      {row.why && applies && (
        // the reason is the button's description too, so it is read on focus, tooltip or not
        <PlainButton
          variant="ghost"
          size="sm"
          aria-label={`Why ${row.identity.name} is ${roleWords(applies.role)}`}
          tooltip={row.why}
        >
          <InfoIcon />
        </PlainButton>
      )}
    </span>
  )
}

/** Users and groups with their roles, one row each, in the order the rows come (groups first, then by name). */
export function AccessTable<R extends RoleName>({ label, rows, actions, siloName }: Props<R>) {
  const withSources = rows.some((r) => r.sources)
  return (
    <Table aria-label={label}>
      <THead>
        <Tr>
          <Th>Name</Th>
          <Th>Type</Th>
          <Th>Role</Th>
          {withSources && <Th>Given by</Th>}
          <Th actions>
            <span className="visually-hidden">Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.identity.id}>
            <Td>
              {row.known ? (
                row.identity.name
              ) : (
                <>
                  <span className="mono">{row.identity.id}</span>
                  <span className={s.outside}>Not in silo {siloName}</span>
                </>
              )}
            </Td>
            <Td>{row.identity.type === 'silo_group' ? 'Group' : 'User'}</Td>
            <Td>
              <Roles row={row} />
            </Td>
            {withSources && (
              <Td>
                <ul className={s.sources}>
                  {row.sources?.map((source) => (
                    <li key={source}>{source}</li>
                  ))}
                </ul>
              </Td>
            )}
            <Td actions>
              <ActionMenu label={`Actions for ${row.identity.name}`} items={actions(row)} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}
