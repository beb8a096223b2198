import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload, usePrefetchedApiQuery } from '~/api'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { lazyComponent } from '~/components/lazy-component'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { siloIpPoolList } from '~/pages/system/ip-pools/queries'
import s from '~/pages/system/silos/silos.module.css'
import { useFormParam } from '~/pages/system/silos/use-form-param'
import { useSilo } from '~/pages/system/silos/use-silo'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { IpPoolIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import { usePoolLinkActions } from './pool-link-actions'

const LinkPoolDialog = lazyComponent(() => import('./LinkPoolDialog'), 'LinkPoolDialog')

export const handle: RouteHandle = { crumb: 'IP pools' }

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { silo } = requireParams(params, 'silo')
  // the whole list too: the confirmations name the silo's default, which may be on another page
  await Promise.all([
    preload(siloIpPoolList(silo).page(pageOfRequest(request))),
    preload(siloIpPoolList(silo).all()),
  ])
  return null
}

const columns: Column<SiloIpPool>[] = [
  {
    header: 'Name',
    cell: (pool) => (
      <span className={s.badges}>
        <Link to={pb.ipPool({ pool: pool.name })} className="mono">
          {pool.name}
        </Link>
        {pool.isDefault && <Badge color="info">default</Badge>}
      </span>
    ),
  },
  { header: 'Description', cell: (pool) => pool.description || '—' },
]

/** The pools the silo's users take ephemeral and floating IPs from, its default marked. */
export default function SiloIpPoolsTab() {
  const silo = useSilo()
  const { data: all } = usePrefetchedApiQuery(siloIpPoolList(silo.name).all())
  const rowActions = usePoolLinkActions(silo.name, all.items)
  const dialog = useFormParam('link')
  const roleReason = useFleetReason()
  const linkButton = (
    <PlainButton onClick={dialog.open} disabledReason={roleReason}>
      Link pool
    </PlainButton>
  )
  return (
    <section className={s.section} aria-labelledby="pools-title">
      <div className={s.sectionHeader}>
        <SectionHeading id="pools-title">IP pools</SectionHeading>
        {linkButton}
      </div>
      <QueryTable
        query={siloIpPoolList(silo.name)}
        label="IP pools"
        columns={columns}
        rowKey={(pool) => pool.id}
        rowLabel={(pool) => pool.name}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<IpPoolIcon />}
            title="No IP pools"
            body="Users of this silo can have no external addresses until a pool is linked to it."
            action={linkButton}
          />
        }
      />
      {dialog.isOpen && <LinkPoolDialog silo={silo.name} linked={all.items} onClose={dialog.close} />}
    </section>
  )
}
