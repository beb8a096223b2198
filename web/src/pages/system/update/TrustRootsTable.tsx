import { useApiQuery } from '~/api'
import { copyIdItem } from '~/components/copy-id'
import { LinkButton } from '~/components/LinkButton'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { ActionMenu } from '~/ui/Menu'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatDate } from '~/util/format'
import { pb } from '~/util/paths'
import { trustRootList } from './queries'
import { rootRoleSummary } from './root-role'
import s from './update.module.css'

const orDash = (value: string | number | null) => (value === null ? '—' : value)

/**
 * The root roles repositories are verified against. An installation has a handful, so they are read whole; the
 * page's one paged table (and so the URL's page) belongs to the repositories.
 */
export function TrustRootsTable() {
  const { data, error } = useApiQuery(trustRootList().all())
  const addReason = useFleetReason()
  if (error && !data) throw error
  return (
    <section className={s.section} aria-labelledby="trust-roots">
      <div className={s.headingRow}>
        <SectionHeading id="trust-roots">Trust roots</SectionHeading>
        <LinkButton
          to={pb.systemUpdateTrustRootsNew()}
          variant="secondary"
          size="sm"
          disabledReason={addReason}
        >
          Add trust root
        </LinkButton>
      </div>
      {!data ? (
        <Spinner label="Loading trust roots" />
      ) : (
        <Table aria-labelledby="trust-roots">
          <THead>
            <Tr>
              <Th>ID</Th>
              <Th numeric>Root role version</Th>
              <Th numeric>Keys</Th>
              <Th>Expires</Th>
              <Th>Added</Th>
              <Th actions>
                <span className="visually-hidden">Actions</span>
              </Th>
            </Tr>
          </THead>
          <TBody>
            {data.items.length === 0 && (
              <Tr>
                <Td colSpan={6} className={s.emptyRow}>
                  No trust roots. Repositories can be uploaded once a trusted root role is added.
                </Td>
              </Tr>
            )}
            {data.items.map((root) => {
              const role = rootRoleSummary(root.rootRole)
              return (
                <Tr key={root.id}>
                  <Td className="mono">{root.id}</Td>
                  <Td numeric>{orDash(role.version)}</Td>
                  <Td numeric>{orDash(role.keys)}</Td>
                  <Td>{role.expires ? formatDate(role.expires) : '—'}</Td>
                  <Td>
                    <RelativeTime date={root.timeCreated} />
                  </Td>
                  <Td actions>
                    <ActionMenu label={`Actions for trust root ${root.id}`} items={[copyIdItem(root.id)]} />
                  </Td>
                </Tr>
              )
            })}
          </TBody>
        </Table>
      )}
    </section>
  )
}
