import { useApiMutation } from '~/api'
import { invalidatePoolSiloLinks } from './pool-silo-link'
import { addToast } from './toasts'

export type PoolSiloLink = { pool: string; silo: string; makeDefault: boolean }

/**
 * Links a pool to a silo, as the silo's default when asked, from either side: the pool's linked silos or the
 * silo's pools. The API refuses to link a pool as a default while the silo has one, so the link is made first and
 * the default set by a second call, which also demotes the silo's old default. Should that second call fail, the
 * link stands and a toast says the default did not change.
 */
export function useLinkPoolToSilo() {
  const link = useApiMutation('ipPoolSiloLink')
  const update = useApiMutation('ipPoolSiloUpdate')
  return async ({ pool, silo, makeDefault }: PoolSiloLink) => {
    await link.mutateAsync({ path: { pool }, body: { silo, isDefault: false } })
    invalidatePoolSiloLinks()
    if (makeDefault) {
      try {
        await update.mutateAsync({ path: { pool, silo }, body: { isDefault: true } })
        invalidatePoolSiloLinks()
      } catch (e) {
        addToast({
          title: `Pool ${pool} linked to silo ${silo}, but not made its default`,
          content: (e as Error).message,
          variant: 'error',
        })
        return
      }
    }
    addToast({ title: `Pool ${pool} linked to silo ${silo}${makeDefault ? ' as its default' : ''}` })
  }
}
