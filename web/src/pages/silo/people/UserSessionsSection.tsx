import { useApiQuery } from '~/api'
import { RelativeTime } from '~/components/RelativeTime'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import s from './people.module.css'
import { userSessions } from './queries'
import { SectionProblem } from './SectionProblem'

/** The user's console sessions: each browser signed in as them, with when it was last used. */
export function UserSessionsSection({ userId }: { userId: string }) {
  const { data, error } = useApiQuery(userSessions(userId))
  return (
    <section className={s.section} aria-labelledby="user-sessions">
      <SectionHeading id="user-sessions">Console sessions</SectionHeading>
      {!data ? (
        <SectionProblem
          what="console sessions"
          error={error}
          forbiddenWhy="Only a silo admin may see another user's console sessions."
        />
      ) : data.items.length === 0 ? (
        <p className={s.muted}>No console sessions: the user is not signed in to the console anywhere.</p>
      ) : (
        <Table aria-label="Console sessions">
          <THead>
            <Tr>
              <Th>ID</Th>
              <Th>Created</Th>
              <Th>Last used</Th>
            </Tr>
          </THead>
          <TBody>
            {data.items.map((session) => (
              <Tr key={session.id}>
                <Td className="mono">{session.id}</Td>
                <Td>
                  <RelativeTime date={session.timeCreated} />
                </Td>
                <Td>
                  <RelativeTime date={session.timeLastUsed} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  )
}
