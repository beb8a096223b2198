import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { Silo } from '~/api/__generated__/Api'
import { PageHeader } from '~/components/PageHeader'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { SiloIcon } from '~/ui/icons/resource-icons'
import { siloList } from './queries'

export const handle: RouteHandle = { crumb: 'Silos' }

export async function loader({ request }: LoaderFunctionArgs) {
  await preload(siloList().page(pageOfRequest(request)))
  return null
}

const identityMode: Record<Silo['identityMode'], string> = {
  saml_jit: 'SAML (just in time)',
  local_only: 'Local only',
  saml_scim: 'SAML with SCIM',
}

const columns: Column<Silo>[] = [
  { header: 'Name', cell: (silo) => <span className="mono">{silo.name}</span> },
  { header: 'Description', cell: (silo) => silo.description || '—' },
  { header: 'Identity', cell: (silo) => identityMode[silo.identityMode] ?? silo.identityMode },
  {
    header: 'Discoverable',
    cell: (silo) => (
      <Badge color={silo.discoverable ? 'success' : 'neutral'}>{silo.discoverable ? 'Yes' : 'No'}</Badge>
    ),
  },
  { header: 'Created', cell: (silo) => <RelativeTime date={silo.timeCreated} /> },
]

export default function SilosPage() {
  return (
    <>
      <PageHeader title="Silos" icon={<SiloIcon />} />
      <QueryTable
        query={siloList()}
        label="Silos"
        columns={columns}
        rowKey={(silo) => silo.id}
        rowLabel={(silo) => silo.name}
        emptyState={<EmptyState icon={<SiloIcon />} title="No silos" body="This rack has no silos yet." />}
      />
    </>
  )
}
