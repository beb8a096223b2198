import { preload } from '~/api'
import { PageHeader } from '~/components/PageHeader'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { InventoryIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import s from './inventory.module.css'
import { physicalDiskList, rackList, sledList, switchList } from './queries'
import { RackSummary } from './RackSummary'

export async function loader() {
  await Promise.all([
    preload(rackList().all()),
    preload(sledList().all()),
    preload(physicalDiskList().all()),
    preload(switchList().all()),
  ])
  return null
}

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
