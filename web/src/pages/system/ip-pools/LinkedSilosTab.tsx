import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload, useApiMutation, useApiQuery } from '~/api'
import type { IpPoolSiloLink, Silo } from '~/api/__generated__/Api'
import { copyIdItem } from '~/components/copy-id'
import { Link } from '~/components/Link'
import { lazyComponent } from '~/components/lazy-component'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { invalidatePoolSiloLinks } from '~/components/pool-silo-link'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { siloList } from '~/pages/system/silos/queries'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { SiloIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import s from './ip-pools.module.css'
import { ipPoolSiloList } from './queries'
import { SiloDefaultNow } from './SiloDefaultNow'

const LinkSiloDialog = lazyComponent(() => import('./LinkSiloDialog'), 'LinkSiloDialog')

export const handle: RouteHandle = { crumb: 'Linked silos' }

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pool } = requireParams(params, 'pool')
  await Promise.all([
    preload(ipPoolSiloList(pool).page(pageOfRequest(request))),
    preload(ipPoolSiloList(pool).all()),
    // for the silos' names: a link names its silo by id
    preload(siloList().all()),
  ])
  return null
}

const siloName = (link: IpPoolSiloLink, silos: Map<string, Silo>) =>
  silos.get(link.siloId)?.name ?? link.siloId

function columns(silos: Map<string, Silo>): Column<IpPoolSiloLink>[] {
  return [
    {
      header: 'Silo',
      cell: (link) => {
        const silo = silos.get(link.siloId)
        if (!silo) return <span className="mono">{link.siloId}</span>
        return (
          <Link to={pb.silo({ silo: silo.name })} className="mono">
            {silo.name}
          </Link>
        )
      },
    },
    { header: 'Description', cell: (link) => silos.get(link.siloId)?.description || '—' },
    {
      header: 'Silo default',
      cell: (link) =>
        link.isDefault ? <Badge color="info">Default</Badge> : <span className={s.muted}>No</span>,
    },
  ]
}

export default function LinkedSilosTab() {
  const { pool } = useRequiredParams('pool')
  const [linking, setLinking] = useState(false)
  const { data: siloPage } = useApiQuery(siloList().all())
  const { data: linkPage } = useApiQuery(ipPoolSiloList(pool).all())
  const silos = new Map((siloPage?.items ?? []).map((silo) => [silo.id, silo]))
  const linked = new Set((linkPage?.items ?? []).map((link) => link.siloId))
  const unlinked = siloPage && linkPage ? siloPage.items.filter((silo) => !linked.has(silo.id)) : undefined

  const makeDefault = useApiMutation('ipPoolSiloUpdate', { onSuccess: invalidatePoolSiloLinks })
  const unlink = useApiMutation('ipPoolSiloUnlink', { onSuccess: invalidatePoolSiloLinks })
  const roleReason = useFleetReason()

  const rowActions = (link: IpPoolSiloLink): RequestItem[] => {
    const silo = siloName(link, silos)
    return gateItems(
      [
        confirmItem({
          key: 'default',
          label: 'Make default',
          disabledReason: link.isDefault ? `Already the default pool of ${silo}` : undefined,
          request: () => makeDefault.prepare({ path: { pool, silo }, body: { isDefault: true } }),
          confirm: {
            title: 'Make default',
            body: (
              <>
                Make <span className="mono">{pool}</span> the default IP pool of silo{' '}
                <span className="mono">{silo}</span>? <SiloDefaultNow silo={silo} pool={pool} />
              </>
            ),
            actionLabel: 'Make default',
            errorTitle: 'Could not make default',
            successTitle: `${pool} is now the default IP pool of ${silo}`,
          },
        }),
        confirmItem({
          key: 'unlink',
          label: 'Unlink',
          danger: true,
          request: () => unlink.prepare({ path: { pool, silo } }),
          confirm: {
            title: 'Unlink silo',
            body: `Unlink silo ${silo} from IP pool ${pool}? Its users can no longer take addresses from the pool${link.isDefault ? ', and the silo is left without a default pool' : ''}. This fails while addresses from the pool are in use in that silo.`,
            actionLabel: 'Unlink',
            errorTitle: 'Could not unlink silo',
            successTitle: `Silo ${silo} unlinked from ${pool}`,
          },
        }),
        // a link has no id of its own: the silo's is the one worth copying
        { ...copyIdItem(link.siloId), label: 'Copy silo ID' },
      ],
      roleReason,
    )
  }

  const linkButton = (
    <PlainButton
      onClick={() => setLinking(true)}
      disabledReason={
        roleReason ?? (unlinked?.length === 0 ? 'Every silo is linked to this pool already' : undefined)
      }
    >
      Link silo
    </PlainButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>Users of a linked silo can take external addresses from this pool.</p>
        {linkButton}
      </div>
      <QueryTable
        query={ipPoolSiloList(pool)}
        label="Linked silos"
        columns={columns(silos)}
        rowKey={(link) => link.siloId}
        rowLabel={(link) => siloName(link, silos)}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<SiloIcon />}
            headingLevel={2}
            title="No linked silos"
            body="No silo can take addresses from this pool yet. Link one to let its users allocate from it."
            action={linkButton}
          />
        }
      />
      {linking && <LinkSiloDialog pool={pool} silos={unlinked} onClose={() => setLinking(false)} />}
    </>
  )
}
