import { useApiQuery } from '~/api'
import type { LldpLinkConfig, SwitchPort } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type PortSelector, portLldpConfig } from '~/pages/system/networking/queries'
import { SectionProblem } from '~/pages/system/networking/SectionProblem'
import { PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import s from './ports.module.css'

const orNone = (value: string | null | undefined) => value || 'None'

function LldpProperties({ config }: { config: LldpLinkConfig }) {
  return (
    <PropertyList
      properties={[
        ['LLDP', config.enabled ? 'On' : 'Off'],
        ['System name', orNone(config.systemName)],
        ['System description', orNone(config.systemDescription)],
        ['Port description', orNone(config.linkDescription)],
        [
          'Management IP',
          config.managementIp ? (
            <span key="ip" className="mono">
              {config.managementIp}
            </span>
          ) : (
            'None'
          ),
        ],
        ['Link name', orNone(config.linkName)],
        ['Chassis ID', orNone(config.chassisId)],
      ]}
    />
  )
}

/** Why LLDP cannot be edited on a port without settings. */
export const NO_SETTINGS_REASON = "LLDP is part of the port's settings: apply settings to the port first"

/**
 * What the port tells its neighbour over LLDP, which comes with the settings applied to it, and the way to
 * change it (a fleet admin's). A port without settings has nothing to show, and nothing is asked.
 */
export function LldpSection({ port, selector }: { port: SwitchPort; selector: PortSelector }) {
  const roleReason = useFleetReason()
  const { data, error } = useApiQuery(port.portSettingsId ? portLldpConfig(selector) : null)
  const editReason = !port.portSettingsId
    ? NO_SETTINGS_REASON
    : (roleReason ?? (error ? "The port's LLDP configuration could not be read" : undefined))
  return (
    <section className={s.section} aria-labelledby="port-lldp">
      <div className={s.heading}>
        <SectionHeading id="port-lldp">LLDP</SectionHeading>
        <LinkButton
          variant="secondary"
          size="sm"
          to={pb.switchPortLldpEdit(selector)}
          disabledReason={editReason}
        >
          Edit LLDP
        </LinkButton>
      </div>
      <p className={s.note}>What this port advertises to the device at the other end of its cable.</p>
      {!port.portSettingsId ? (
        <p className={s.note}>The port has no settings, so it advertises nothing.</p>
      ) : data ? (
        <LldpProperties config={data} />
      ) : (
        <SectionProblem what="the port's LLDP configuration" error={error} />
      )}
    </section>
  )
}
