import type { PhysicalDisk, Rack, Sled, Switch } from '~/api/__generated__/Api'
import { type FleetCapacity, fleetCapacity, sledInService } from '~/util/fleet-capacity'
import { CONSOLE_LOCALE } from '~/util/locale'

/** What the inventory page says about one rack: its sleds, their capacity, its disks and switches. */
export type RackSummary = {
  rack: Rack
  sleds: { total: number; provisionable: number; nonProvisionable: number; expunged: number }
  /** Usable hardware threads and RAM of the rack's sleds in service. */
  threads: number
  ram: number
  /** What the rack's sleds in service give the silos, counted as the utilization page counts it. */
  capacity: FleetCapacity
  disks: { total: number; inService: number; expunged: number }
  switches: Switch[]
}

/**
 * One summary per rack, its switches by serial. Disks belong to a rack through their sled; a disk in no sled is
 * counted nowhere. The
 * lists are read whole (a rack holds at most 32 sleds of 12 disks, well within one page).
 */
export function summarizeRacks(racks: Rack[], sleds: Sled[], disks: PhysicalDisk[], switches: Switch[]) {
  return racks.map((rack): RackSummary => {
    const own = sleds.filter((s) => s.rackId === rack.id)
    const inService = own.filter(sledInService)
    const sledIds = new Set(own.map((s) => s.id))
    const ownDisks = disks.filter((d) => d.sledId && sledIds.has(d.sledId))
    const provision = (p: string) =>
      inService.filter((s) => s.policy.kind === 'in_service' && s.policy.provisionPolicy === p).length
    return {
      rack,
      sleds: {
        total: own.length,
        provisionable: provision('provisionable'),
        nonProvisionable: provision('non_provisionable'),
        expunged: own.length - inService.length,
      },
      threads: inService.reduce((sum, s) => sum + s.usableHardwareThreads, 0),
      ram: inService.reduce((sum, s) => sum + s.usablePhysicalRam, 0),
      capacity: fleetCapacity(own),
      disks: {
        total: ownDisks.length,
        inService: ownDisks.filter((d) => d.policy.kind === 'in_service').length,
        expunged: ownDisks.filter((d) => d.policy.kind === 'expunged').length,
      },
      switches: switches
        .filter((s) => s.rackId === rack.id)
        .sort((a, b) => a.baseboard.serial.localeCompare(b.baseboard.serial, CONSOLE_LOCALE)),
    }
  })
}

const count = new Intl.NumberFormat(CONSOLE_LOCALE)

/** `12: 10 provisionable, 1 expunged`: a total and its non-zero parts. */
export function breakdown(total: number, parts: [label: string, n: number][]): string {
  const shown = parts.filter(([, n]) => n > 0).map(([label, n]) => `${count.format(n)} ${label}`)
  return shown.length ? `${count.format(total)}: ${shown.join(', ')}` : count.format(total)
}
