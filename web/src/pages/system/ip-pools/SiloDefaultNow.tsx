import { useApiQuery } from '~/api'
import { siloIpPoolList } from './queries'

/**
 * Which pool is the silo's default now, said before making `pool` its default: that pool stays linked to the silo
 * but stops being its default.
 */
export function SiloDefaultNow({ silo, pool }: { silo: string; pool: string }) {
  const { data, error } = useApiQuery(siloIpPoolList(silo).all())
  if (error)
    return (
      <>Its default pool now could not be read; if it has one, it stays linked but stops being the default.</>
    )
  if (!data) return <>Checking which pool is its default now…</>
  const current = data.items.find((p) => p.isDefault)
  if (!current) return <>Silo {silo} has no default pool now.</>
  if (current.name === pool) return <>It is the default already.</>
  return (
    <>
      Its default now is <span className="mono">{current.name}</span>, which stays linked to it but will no
      longer be its default.
    </>
  )
}
