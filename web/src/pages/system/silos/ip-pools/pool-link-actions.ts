import { useApiMutation } from '~/api'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { invalidatePoolSiloLinks } from '~/components/pool-silo-link'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'

/**
 * The row actions of a pool linked to a silo: make it the silo's default (saying which pool was), stop it being
 * the default, or unlink it (which the API refuses while the silo holds addresses from it). Each asks first.
 */
export function usePoolLinkActions(silo: string, linked: readonly SiloIpPool[]) {
  const update = useApiMutation('ipPoolSiloUpdate', { onSuccess: invalidatePoolSiloLinks })
  const unlink = useApiMutation('ipPoolSiloUnlink', { onSuccess: invalidatePoolSiloLinks })
  const setDefault = (pool: SiloIpPool, isDefault: boolean) =>
    update.prepare({ path: { pool: pool.name, silo }, body: { isDefault } })
  const roleReason = useFleetReason()

  const itemsFor = (pool: SiloIpPool): RequestItem[] => {
    const current = linked.find((p) => p.isDefault && p.id !== pool.id)
    const defaultItem = pool.isDefault
      ? confirmItem({
          key: 'clear-default',
          label: 'Clear default',
          request: () => setDefault(pool, false),
          confirm: {
            title: 'Clear default pool',
            body: `Pool ${pool.name} will no longer be the default pool of silo ${silo}. Until another pool is made the default, users of the silo must name a pool for every ephemeral or floating IP.`,
            actionLabel: 'Clear default',
            errorTitle: 'Could not clear the default pool',
            successTitle: `Pool ${pool.name} is no longer the default of silo ${silo}`,
          },
        })
      : confirmItem({
          key: 'make-default',
          label: 'Make default',
          request: () => setDefault(pool, true),
          confirm: {
            title: 'Make default pool',
            body: current
              ? `Make pool ${pool.name} the default pool of silo ${silo}? Pool ${current.name} is the default now; it stays linked but will no longer be the default.`
              : `Make pool ${pool.name} the default pool of silo ${silo}? The silo has no default pool now.`,
            actionLabel: 'Make default',
            errorTitle: 'Could not make the pool the default',
            successTitle: `Pool ${pool.name} is now the default of silo ${silo}`,
          },
        })
    return [
      defaultItem,
      confirmItem({
        key: 'unlink',
        label: 'Unlink',
        danger: true,
        request: () => unlink.prepare({ path: { pool: pool.name, silo } }),
        confirm: {
          title: 'Unlink pool',
          body: `Unlink pool ${pool.name} from silo ${silo}? Its users can no longer take addresses from it. This fails while addresses from the pool are in use in the silo: release them first.`,
          actionLabel: 'Unlink',
          errorTitle: 'Could not unlink pool',
          successTitle: `Pool ${pool.name} unlinked from silo ${silo}`,
        },
      }),
    ]
  }
  return (pool: SiloIpPool) => gateItems(itemsFor(pool), roleReason)
}
