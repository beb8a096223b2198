import { Outlet } from 'react-router'
import type { SwitchPort } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import type { PortSelector } from '~/pages/system/networking/queries'
import { SwitchIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { pb } from '~/util/paths'
import { LinkStatusSection } from './LinkStatusSection'
import { LldpSection } from './LldpSection'
import { NeighborsSection } from './NeighborsSection'
import { portLabel, slotLabel } from './port-names'
import s from './ports.module.css'
import { SettingsSection } from './SettingsSection'
import { useClearSettings } from './use-clear-settings'
import { usePort } from './use-port'

function Actions({ port, selector }: { port: SwitchPort; selector: PortSelector }) {
  const roleReason = useFleetReason()
  const clear = useClearSettings()(port)
  return (
    <>
      <LinkButton variant="secondary" to={pb.switchPortSettingsApply(selector)} disabledReason={roleReason}>
        Apply settings
      </LinkButton>
      <PlainButton variant="danger" onClick={clear.onAction} disabledReason={clear.disabledReason}>
        {clear.label}
      </PlainButton>
    </>
  )
}

/**
 * A switch port: where it is, its link as the switch reports it, the settings applied to it (which a fleet admin
 * applies or clears), its LLDP configuration and the neighbours it hears. Forms open over it.
 */
export default function PortPage() {
  const { port, selector } = usePort()
  return (
    <>
      <PageHeader
        title={`Port ${portLabel(selector)}`}
        icon={<SwitchIcon />}
        actions={<Actions port={port} selector={selector} />}
      />
      <div className={s.page}>
        <PropertyList
          properties={[
            [
              'Port',
              <span key="port" className="mono">
                {port.portName}
              </span>,
            ],
            ['Switch', slotLabel(port.switchLocation)],
            ['Rack', <CopyableId key="rack" id={port.rackId} label="Copy rack ID" />],
            ['ID', <CopyableId key="id" id={port.id} label="Copy port ID" />],
          ]}
        />
        <LinkStatusSection port={port} selector={selector} />
        <SettingsSection settingsId={port.portSettingsId} />
        <LldpSection port={port} selector={selector} />
        <NeighborsSection selector={selector} />
      </div>
      <Outlet />
    </>
  )
}
