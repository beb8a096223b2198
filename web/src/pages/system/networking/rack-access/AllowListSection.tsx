import { usePrefetchedApiQuery } from '~/api'
import { LinkButton } from '~/components/LinkButton'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { allowList } from '~/pages/system/networking/queries'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { pb } from '~/util/paths'
import { countText, formatEntry } from './allow-list-text'
import s from './rack-access.module.css'

/** Who may reach the rack's API now: any address, or the list, each entry with what it lets in. */
export function AllowListSection() {
  const { data } = usePrefetchedApiQuery(allowList)
  const editReason = useFleetReason()
  const sources = data.allowedIps
  return (
    <section className={s.section} aria-labelledby="allow-list">
      <div className={s.heading}>
        <SectionHeading id="allow-list">Source allow-list</SectionHeading>
        <LinkButton variant="secondary" size="sm" to={pb.allowListEdit()} disabledReason={editReason}>
          Edit allow-list
        </LinkButton>
      </div>
      <p className={s.note}>
        The rack's API, this console with it, and the rack's external DNS answer only requests from the
        addresses this list lets in. Changed <RelativeTime date={data.timeModified} />.
      </p>
      {sources.allow === 'any' ? (
        <p>
          <strong>Any address</strong> may reach the API.
        </p>
      ) : (
        <Table aria-label="Addresses and networks let in">
          <THead>
            <Tr>
              <Th>Address or network</Th>
              <Th>Lets in</Th>
            </Tr>
          </THead>
          <TBody>
            {sources.ips.map((ip) => (
              <Tr key={ip}>
                <Td className="mono">{formatEntry(ip)}</Td>
                <Td>{countText(ip)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  )
}
