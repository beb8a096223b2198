import { PageHeader } from '~/components/PageHeader'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { SwitchIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import s from './switches.module.css'

const tabs: RouteTab[] = [
  { label: 'Switches', to: pb.switches() },
  { label: 'Ports', to: pb.switchPorts() },
]

/** The rack's switches and their ports, one tab each, as the URL says. */
export default function SwitchesPage() {
  return (
    <>
      <PageHeader title="Switches" icon={<SwitchIcon />} />
      <RouteTabs label="Switch sections" tabs={tabs} panelClassName={s.panel} />
    </>
  )
}
