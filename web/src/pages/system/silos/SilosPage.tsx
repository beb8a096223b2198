import type { LoaderFunctionArgs } from 'react-router'
import type { Silo } from '~/api/__generated__/Api'
import { preload } from '~/api/client'
import { PageHeader } from '~/components/PageHeader'
import { type Column, firstPageParams, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { SiloIcon } from '~/ui/icons/resource-icons'

export const handle: RouteHandle = { crumb: 'Silos' }

export async function loader({ request }: LoaderFunctionArgs) {
  await preload('siloList', firstPageParams({ query: {} }, request.url))
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
        method="siloList"
        params={{ query: {} }}
        label="Silos"
        columns={columns}
        rowKey={(silo) => silo.id}
        rowLabel={(silo) => silo.name}
        emptyState={<EmptyState icon={<SiloIcon />} title="No silos" body="This rack has no silos yet." />}
      />
    </>
  )
}
