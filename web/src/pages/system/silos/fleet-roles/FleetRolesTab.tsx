import { RoleBadge } from '~/components/access/RoleBadge'
import { roleWords } from '~/components/access/roles'
import type { RouteHandle } from '~/components/route-handle'
import s from '~/pages/system/silos/silos.module.css'
import { useSilo } from '~/pages/system/silos/use-silo'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { fleetRoleGrants } from './fleet-role-grants'

export const handle: RouteHandle = { crumb: 'Fleet roles' }

/**
 * Which fleet roles the silo's own roles carry with them: a user with the silo role on the left also has the
 * fleet roles on the right. Set when the silo is created; the API has no way to change it afterwards.
 */
export default function FleetRolesTab() {
  const silo = useSilo()
  const grants = fleetRoleGrants(silo.mappedFleetRoles)
  return (
    <section className={s.section} aria-labelledby="fleet-roles-title">
      <SectionHeading id="fleet-roles-title">Fleet roles</SectionHeading>
      <p className={s.note}>
        A user or group with a role on silo {silo.name} also holds the fleet roles beside it. The mapping is
        set when a silo is created and cannot be changed afterwards.
      </p>
      <Table aria-label="Fleet roles">
        <THead>
          <Tr>
            <Th>Silo role</Th>
            <Th>Fleet roles it gives</Th>
            <Th>In words</Th>
          </Tr>
        </THead>
        <TBody>
          {grants.map(({ siloRole, fleetRoles }) => (
            <Tr key={siloRole}>
              <Th scope="row">
                <RoleBadge level="silo" role={siloRole} />
              </Th>
              <Td>
                {fleetRoles.length > 0 ? (
                  <span className={s.badges}>
                    {fleetRoles.map((role) => (
                      <RoleBadge key={role} level="fleet" role={role} />
                    ))}
                  </span>
                ) : (
                  <span className={s.muted}>None</span>
                )}
              </Td>
              <Td>
                {fleetRoles.length > 0
                  ? `Silo ${roleWords(siloRole)}s of ${silo.name} are also fleet ${fleetRoles.map(roleWords).join(' and ')}s.`
                  : `Silo ${roleWords(siloRole)}s of ${silo.name} get no fleet role from it.`}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  )
}
