import { useMemo, useState } from 'react'
import { useApiQuery } from '~/api'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { poolItems } from '~/components/pool-items'
import { useCurrentUser } from '~/components/use-current-user'
import { type FloatingIpValues, type KnownPool, poolRangesText } from './floating-ip-form'
import { ipPoolRangeList } from './queries'

const F = formFields<FloatingIpValues>()

const ADDRESS_HELP = 'Optional: a free address of the pool. Leave empty to take the next free one.'

export type ChosenPool = {
  /** The silo's default pool, which the form starts with; empty when the silo has none. */
  defaultPool: string
  /** The chosen pool's ranges, when the user may read them: the address is checked against them. */
  known: KnownPool | null
  /** To be told of every change of the pool field. */
  onPoolChange: (pool: string) => void
}

/** Follows the pool field, to read that pool's ranges for a fleet viewer. */
export function useChosenPool(pools: readonly SiloIpPool[]): ChosenPool {
  const me = useCurrentUser()
  const defaultPool = pools.find((p) => p.isDefault)?.name ?? ''
  // no pool means the silo's default
  const [pool, setPool] = useState(defaultPool)
  // the ranges are a system read, refused to anyone who is not a fleet viewer: for them it is not even asked
  const { data: ranges } = useApiQuery(pool && me.fleetViewer ? ipPoolRangeList(pool) : null)
  const known = useMemo<KnownPool | null>(
    () => (pool && ranges ? { name: pool, ranges: ranges.items } : null),
    [pool, ranges],
  )
  return { defaultPool, known, onPoolChange: (value) => setPool(value || defaultPool) }
}

type Props = { pools: readonly SiloIpPool[]; chosen: ChosenPool }

/**
 * The fields of a new floating IP, wherever one is created (the floating IP list, the new-instance form); the
 * form's schema is `floatingIpSchema(chosen.known)`.
 */
export function FloatingIpFields({ pools, chosen }: Props) {
  const { defaultPool, known, onPoolChange } = chosen
  return (
    <>
      <F.Name autoFocus />
      <F.Description />
      <F.ComboBox
        name="pool"
        label="IP pool"
        items={poolItems(pools)}
        placeholder={defaultPool ? 'Search pools' : 'The silo has no default pool: pick one'}
        emptyText="No pool matches"
        description="The pools this silo can use; the silo's default is marked."
        onChange={onPoolChange}
      />
      <F.Text
        name="ip"
        label="IP address"
        autoComplete="off"
        description={known ? `${ADDRESS_HELP} ${poolRangesText(known)}` : ADDRESS_HELP}
        transform={(v) => v.trim()}
      />
    </>
  )
}
