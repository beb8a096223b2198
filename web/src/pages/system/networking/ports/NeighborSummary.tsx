import type { LldpNeighbor } from '~/api/__generated__/Api'
import { managementAddresses, neighborName } from './neighbor-format'
import s from './ports.module.css'

/** A neighbour in a few words: its name, the port of its own the cable reaches, its management address. */
export function NeighborSummary({ neighbor, others = 0 }: { neighbor: LldpNeighbor; others?: number }) {
  const addresses = managementAddresses(neighbor)
  return (
    <span className={s.neighbor}>
      <span className="mono">{neighborName(neighbor)}</span>{' '}
      <span className={s.secondary}>
        port <span className="mono">{neighbor.linkName}</span>
        {addresses.length > 0 && (
          <>
            , at <span className="mono">{addresses.join(', ')}</span>
          </>
        )}
        {others > 0 && ` (and ${others} more)`}
      </span>
    </span>
  )
}
