import type { PhysicalDisk, Sled } from '~/api/__generated__/Api'
import { pb } from '~/util/paths'
import { count, type HealthItem } from './health-item'

/**
 * Sleds and physical disks out of the ordinary. An expunged sled is out of service for good: once the control
 * plane has decommissioned it, that is a notice; while it is still active, a warning. A sled in service that
 * takes no new instances (non-provisionable) is a warning: it is meant to be so only for a while. A physical
 * disk is judged the same way, but the disks of a sled out of service are told with the sled, not one by one.
 * The API keeps no time of these changes, only when each sled or disk last changed.
 */

const outOfService = (thing: { policy: { kind: string }; state: string }) =>
  thing.policy.kind === 'expunged' || thing.state === 'decommissioned'

const lastChanged = (thing: { timeModified: Date }) => ({ label: 'Last changed', date: thing.timeModified })

function sledItem(sled: Sled, disks: readonly PhysicalDisk[]): HealthItem | null {
  const serial = sled.baseboard.serial
  const link = { to: pb.sled({ sledId: sled.id }), label: `Open sled ${serial}` }
  const base = { key: `sled ${sled.id}`, when: lastChanged(sled), link }
  if (outOfService(sled)) {
    const own = disks.filter((d) => d.sledId === sled.id).length
    const withDisks = own > 0 ? `, with its ${count(own, 'physical disk')}` : ''
    if (sled.state === 'active') {
      return {
        ...base,
        severity: 'warning',
        title: `Sled ${serial} is being removed from service`,
        detail: `It was expunged and the control plane is still decommissioning it${withDisks}.`,
      }
    }
    return {
      ...base,
      severity: 'notice',
      title: `Sled ${serial} is out of service`,
      detail: `It was expunged and decommissioned for good${withDisks}: the fleet's capacity no longer counts it.`,
    }
  }
  if (sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'non_provisionable') {
    return {
      ...base,
      severity: 'warning',
      title: `Sled ${serial} is not provisionable`,
      detail:
        'It takes no new instances; those it runs keep running. Make it provisionable again once its maintenance is done.',
    }
  }
  return null
}

function diskItem(disk: PhysicalDisk, sleds: ReadonlyMap<string, Sled>): HealthItem | null {
  if (!outOfService(disk)) return null
  const sled = disk.sledId ? sleds.get(disk.sledId) : undefined
  // told with its sled
  if (sled && outOfService(sled)) return null
  const where = sled ? ` of sled ${sled.baseboard.serial}` : ''
  const link = sled
    ? { to: pb.sledDisks({ sledId: sled.id }), label: `Open the disks of sled ${sled.baseboard.serial}` }
    : { to: pb.diskInventory(), label: 'Open the physical disks' }
  const base = { key: `disk ${disk.id}`, when: lastChanged(disk), link }
  if (disk.state === 'active') {
    return {
      ...base,
      severity: 'warning',
      title: `Physical disk ${disk.serial}${where} is being removed from service`,
      detail: 'It was expunged and the control plane is still moving what it held elsewhere.',
    }
  }
  return {
    ...base,
    severity: 'notice',
    title: `Physical disk ${disk.serial}${where} is out of service`,
    detail: "It was expunged and decommissioned for good: replace it to restore the sled's storage.",
  }
}

export function hardwareItems(sleds: readonly Sled[], disks: readonly PhysicalDisk[]): HealthItem[] {
  const byId = new Map(sleds.map((s) => [s.id, s]))
  return [...sleds.map((sled) => sledItem(sled, disks)), ...disks.map((disk) => diskItem(disk, byId))].filter(
    (item): item is HealthItem => item !== null,
  )
}

/** What was checked, for the all-clear: '12 sleds and 156 physical disks'. */
export const hardwareChecked = (sleds: readonly Sled[], disks: readonly PhysicalDisk[]) =>
  `${count(sleds.length, 'sled')} and ${count(disks.length, 'physical disk')}`
