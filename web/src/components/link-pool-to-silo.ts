import { type PreparedCall, useApiMutation } from '~/api'
import { invalidatePoolSiloLinks } from './pool-silo-link'
import { addToast } from './toasts'

export type PoolSiloLink = { pool: string; silo: string; makeDefault: boolean }

/**
 * Links a pool to a silo, as the silo's default when asked, from either side: the pool's linked silos or the
 * silo's pools. The API refuses to link a pool as a default while the silo has one, so the link is made first and
 * the default set by a second call, which also demotes the silo's old default. Should that second call fail, the
 * link stands and a toast says the default did not change.
 *
 * `request(link)` is what a form shows and `send(link)` sends exactly those calls: a form gives both, e.g.
 * `request={(v) => linking.request(toLink(v))}` and `onSubmit={(v) => linking.send(toLink(v))}`.
 */
export function useLinkPoolToSilo() {
  const link = useApiMutation('ipPoolSiloLink', { onSuccess: invalidatePoolSiloLinks })
  const update = useApiMutation('ipPoolSiloUpdate', { onSuccess: invalidatePoolSiloLinks })

  /** The link, then, when asked, making it the silo's default. */
  const request = ({ pool, silo, makeDefault }: PoolSiloLink): PreparedCall[] => [
    link.prepare({ path: { pool }, body: { silo, isDefault: false } }),
    ...(makeDefault ? [update.prepare({ path: { pool, silo }, body: { isDefault: true } })] : []),
  ]

  const send = async (values: PoolSiloLink) => {
    const { pool, silo, makeDefault } = values
    const [linkCall, defaultCall] = request(values)
    await linkCall.send()
    if (defaultCall) {
      try {
        await defaultCall.send()
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

  return { request, send }
}
