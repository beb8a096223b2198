import { usePreloadedApiQuery } from '~/api'
import { RelativeTime } from '~/components/RelativeTime'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import s from './BuiltinUsersSection.module.css'
import { builtinUserList } from './queries'

/**
 * The built-in users, read-only: no one signs in as them and no one changes them, but they show up as the actor
 * of what the control plane does by itself, so an operator may want to know what each is for.
 */
export function BuiltinUsersSection() {
  // read beside the fleet's policy, whose loader waited for it; a failure here is this section's alone
  const { data, error } = usePreloadedApiQuery(builtinUserList().all())
  return (
    <section className={s.section} aria-labelledby="builtin-users-title">
      <SectionHeading id="builtin-users-title">Built-in users</SectionHeading>
      <p className={s.note}>
        The identities the control plane acts as when it does something on its own, such as setting up its
        database or recovering interrupted operations. No one signs in as them, and they cannot be changed.
      </p>
      {error && <p role="alert">Could not read the built-in users: {error.message}</p>}
      {!data && !error && <p className={s.note}>Loading built-in users…</p>}
      {data && (
        <Table aria-label="Built-in users">
          <THead>
            <Tr>
              <Th>Name</Th>
              <Th>Used for</Th>
              <Th>Created</Th>
            </Tr>
          </THead>
          <TBody>
            {data.items.map((user) => (
              <Tr key={user.id}>
                <Td className="mono">{user.name}</Td>
                <Td>{user.description}</Td>
                <Td>
                  <RelativeTime date={user.timeCreated} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  )
}
