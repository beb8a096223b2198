import { useApiQuery } from '~/api'
import { RelativeTime } from '~/components/RelativeTime'
import { TokenExpiry } from '~/components/TokenExpiry'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import s from './people.module.css'
import { userTokens } from './queries'
import { SectionProblem } from './SectionProblem'

/** The access tokens command-line tools hold for the user, each until it expires or the user is signed out. */
export function UserTokensSection({ userId }: { userId: string }) {
  const { data, error } = useApiQuery(userTokens(userId))
  return (
    <section className={s.section} aria-labelledby="user-tokens">
      <SectionHeading id="user-tokens">Access tokens</SectionHeading>
      {!data ? (
        <SectionProblem
          what="access tokens"
          error={error}
          forbiddenWhy="Only a silo admin may see another user's access tokens."
        />
      ) : data.items.length === 0 ? (
        <p className={s.muted}>No access tokens: no command-line tool is signed in as this user.</p>
      ) : (
        <Table aria-label="Access tokens">
          <THead>
            <Tr>
              <Th>ID</Th>
              <Th>Created</Th>
              <Th>Expires</Th>
            </Tr>
          </THead>
          <TBody>
            {data.items.map((t) => (
              <Tr key={t.id}>
                <Td className="mono">{t.id}</Td>
                <Td>
                  <RelativeTime date={t.timeCreated} />
                </Td>
                <Td>
                  <TokenExpiry date={t.timeExpires} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  )
}
