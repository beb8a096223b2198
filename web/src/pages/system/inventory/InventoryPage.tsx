import { PageHeader } from '~/components/PageHeader'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { InventoryIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import s from './inventory.module.css'
import { RackSummary } from './RackSummary'

const tabs: RouteTab[] = [
  { label: 'Sleds', to: pb.sledInventory() },
  { label: 'Disks', to: pb.diskInventory() },
]

/** The rack's hardware: a summary of each rack, then sleds or physical disks as the URL's tab says. */
export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory" icon={<InventoryIcon />} />
      <RackSummary />
      <RouteTabs label="Inventory sections" tabs={tabs} panelClassName={s.panel} />
    </>
  )
}
