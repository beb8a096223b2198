import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { Silo } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { SiloIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { IDENTITY_MODE_LABEL } from './identity-mode'
import { siloList } from './queries'
import { useSiloDeleteItem } from './silo-actions'

export const handle: RouteHandle = { crumb: 'Silos' }

export async function loader({ request }: LoaderFunctionArgs) {
  await preload(siloList().page(pageOfRequest(request)))
  return null
}

const columns: Column<Silo>[] = [
  {
    header: 'Name',
    cell: (silo) => (
      <Link to={pb.silo({ silo: silo.name })} className="mono">
        {silo.name}
      </Link>
    ),
  },
  { header: 'Description', cell: (silo) => silo.description || '—' },
  {
    header: 'Discoverable',
    cell: (silo) => (
      <Badge color={silo.discoverable ? 'success' : 'neutral'}>{silo.discoverable ? 'Yes' : 'No'}</Badge>
    ),
  },
  { header: 'Identity mode', cell: (silo) => IDENTITY_MODE_LABEL[silo.identityMode] ?? silo.identityMode },
  { header: 'Created', cell: (silo) => <RelativeTime date={silo.timeCreated} /> },
]

export default function SilosPage() {
  const roleReason = useFleetReason()
  const deleteItem = useSiloDeleteItem()
  const newSilo = (
    <LinkButton overList disabledReason={roleReason} to={pb.silosNew()}>
      New silo
    </LinkButton>
  )
  return (
    <>
      <PageHeader
        title="Silos"
        icon={<SiloIcon />}
        actions={newSilo}
        docs={{ href: DOCS_LINKS.silos, topic: 'silos' }}
      />
      <QueryTable
        query={siloList()}
        label="Silos"
        columns={columns}
        rowKey={(silo) => silo.id}
        rowLabel={(silo) => silo.name}
        rowActions={(silo) => gateItems([deleteItem(silo)], roleReason)}
        emptyState={
          <EmptyState
            icon={<SiloIcon />}
            title="No silos"
            body="A silo holds its own users, projects and resources, apart from every other silo."
            action={newSilo}
          />
        }
      />
    </>
  )
}
