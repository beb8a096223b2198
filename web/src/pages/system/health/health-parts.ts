import { fetchQuery } from '~/api/preload'
import { certificateList } from '~/pages/silo/certificates/queries'
import { alertReceiverList, latestDeliveries } from '~/pages/system/alerts/queries'
import { physicalDiskList, sledList } from '~/pages/system/inventory/queries'
import { ipPoolList, ipPoolUtilization } from '~/pages/system/ip-pools/queries'
import { portStatus, switchPortList } from '~/pages/system/networking/queries'
import { bfdStatus, bgpStatus } from '~/pages/system/networking/routing/queries'
import { updateStatus } from '~/pages/system/update/queries'
import { siloUtilizationList } from '~/pages/system/utilization/queries'
import { poolItems, poolsChecked, quotaItems, quotasChecked } from './capacity-rules'
import { certificateItems, certificatesChecked } from './certificate-rules'
import { hardwareChecked, hardwareItems } from './hardware-rules'
import type { HealthItem } from './health-item'
import { portItems, portsChecked } from './port-rules'
import { receiverItems, receiversChecked } from './receiver-rules'
import { bfdChecked, bfdItems, bgpChecked, bgpItems } from './routing-rules'
import { updateChecked, updateItems } from './update-rules'

/** What one part found: its items, and what it checked (for the all-clear). */
export type Judged = { items: HealthItem[]; checked: string }

/**
 * One part of the page: what it checks, read and judged in one go. Judging right after the read gives the
 * durations the API counts to now (a BGP session's time in its state) the moment they were read at.
 */
export type HealthPart = {
  id: string
  title: string
  /** Who may read it, said when the API refuses the user (403); empty when a fleet viewer always may. */
  forbidden: string
  judge: () => Promise<Judged>
}

const rows = async <T>(read: Promise<{ items: T[] }>) => (await read).items

export const HEALTH_PARTS = {
  hardware: {
    id: 'hardware',
    title: 'Sleds and disks',
    forbidden: '',
    judge: async () => {
      const [sleds, disks] = await Promise.all([
        rows(fetchQuery(sledList().all())),
        rows(fetchQuery(physicalDiskList().all())),
      ])
      return { items: hardwareItems(sleds, disks), checked: hardwareChecked(sleds, disks) }
    },
  },
  update: {
    id: 'update',
    title: 'System update',
    forbidden: '',
    judge: async () => {
      const status = await fetchQuery(updateStatus)
      return { items: updateItems(status, new Date()), checked: updateChecked(status) }
    },
  },
  ports: {
    id: 'ports',
    title: 'Switch ports',
    forbidden: '',
    judge: async () => {
      const ports = await rows(fetchQuery(switchPortList().all()))
      const configured = ports.filter((p) => p.portSettingsId)
      const reports = await Promise.all(
        configured.map(async (port) => ({
          port,
          status: await fetchQuery(
            portStatus({ rackId: port.rackId, switchLocation: port.switchLocation, port: port.portName }),
          ),
        })),
      )
      return { items: portItems(reports), checked: portsChecked(reports, ports.length) }
    },
  },
  bgp: {
    id: 'bgp',
    title: 'BGP peers',
    forbidden: '',
    judge: async () => {
      const peers = await fetchQuery(bgpStatus)
      return { items: bgpItems(peers, new Date()), checked: bgpChecked(peers) }
    },
  },
  bfd: {
    id: 'bfd',
    title: 'BFD sessions',
    forbidden: '',
    judge: async () => {
      const sessions = await fetchQuery(bfdStatus)
      return { items: bfdItems(sessions), checked: bfdChecked(sessions) }
    },
  },
  certificates: {
    id: 'certificates',
    title: 'Certificates',
    forbidden: "Only the silo's admins may list its certificates.",
    judge: async () => {
      const certs = await rows(fetchQuery(certificateList))
      return { items: certificateItems(certs, new Date()), checked: certificatesChecked(certs) }
    },
  },
  receivers: {
    id: 'receivers',
    title: 'Alert receivers',
    forbidden: '',
    judge: async () => {
      const receivers = await rows(fetchQuery(alertReceiverList().all()))
      const reports = await Promise.all(
        receivers.map(async (receiver) => ({
          receiver,
          deliveries: await rows(fetchQuery(latestDeliveries(receiver.id))),
        })),
      )
      return { items: receiverItems(reports), checked: receiversChecked(reports) }
    },
  },
  pools: {
    id: 'pools',
    title: 'IP pools',
    forbidden: '',
    judge: async () => {
      const pools = await rows(fetchQuery(ipPoolList().all()))
      const reports = await Promise.all(
        pools.map(async (pool) => ({ pool, utilization: await fetchQuery(ipPoolUtilization(pool.id)) })),
      )
      return { items: poolItems(reports), checked: poolsChecked(reports) }
    },
  },
  quotas: {
    id: 'quotas',
    title: 'Silo quotas',
    forbidden: '',
    judge: async () => {
      const silos = await rows(fetchQuery(siloUtilizationList().all()))
      return { items: quotaItems(silos), checked: quotasChecked(silos) }
    },
  },
} satisfies Record<string, HealthPart>
