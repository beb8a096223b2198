import { useApiQuery } from '~/api'
import { blockRange, inAddressOrder } from '~/pages/system/networking/routing/lot-blocks'
import { addressLotBlockList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'

/** A lot's blocks, one a line: read per row, so a block list that cannot be read says so in its row only. */
export function LotBlocks({ lot }: { lot: string }) {
  const { data, error } = useApiQuery(addressLotBlockList(lot).all())
  if (error) return <span className={s.muted}>Could not load</span>
  if (!data) return <span className={s.muted}>…</span>
  if (data.items.length === 0) return <span className={s.muted}>None</span>
  return (
    <ul className={s.lines}>
      {inAddressOrder(data.items).map((b) => (
        <li key={b.id} className="mono">
          {blockRange(b)}
        </li>
      ))}
    </ul>
  )
}
