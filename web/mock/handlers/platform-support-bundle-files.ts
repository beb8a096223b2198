import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { sledSerials } from './hardware-racks'
import { type ZipEntry, zip } from './platform-zip'

type Bundle = Json<Api.SupportBundleInfo>

/** A small deterministic number from a string, so every sled's files differ but stay the same on every read. */
function seedOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const ZONEADM = `  ID NAME                                                  STATUS     PATH                                                      BRAND    IP
   0 global                                                running    /                                                         ipkg     shared
   1 oxz_switch                                            running    /pool/int/a8a0b1c2/crypt/zone/oxz_switch                  omicron1 excl
   2 oxz_ntp_5b3e0c2a-6d2f-4c7e-9f1a-2b3c4d5e6f70          running    /pool/ext/e1f2a3b4/crypt/zone/oxz_ntp_5b3e0c2a            omicron1 excl
   3 oxz_crucible_9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a     running    /pool/ext/c3d4e5f6/crypt/zone/oxz_crucible_9f8e7d6c       omicron1 excl
   4 oxz_propolis-server_3c2b1a09-8f7e-4d6c-b5a4-93827160  running    /pool/ext/e1f2a3b4/crypt/zone/oxz_propolis-server_3c2b1a  omicron1 excl
`

const DLADM = `LINK            CLASS     MTU    STATE    BRIDGE     OVER
cxgbe0          phys      9000   up       --         --
cxgbe1          phys      9000   up       --         --
underlay0       vnic      9000   up       --         cxgbe0
underlay1       vnic      9000   up       --         cxgbe1
oxControlService0 vnic    9000   up       --         underlay0
`

const IPADM = `ADDROBJ           TYPE     STATE        ADDR
lo0/v4            static   ok           127.0.0.1/8
lo0/v6            static   ok           ::1/128
underlay0/ll      addrconf ok           fe80::8:20ff:fe35:a0b1%underlay0/10
underlay0/omicron6 static  ok           fd00:1122:3344:101::1/64
`

const ZPOOL = (
  serial: string,
) => `NAME                                       SIZE  ALLOC   FREE  CKPOINT  EXPANDSZ   FRAG    CAP  DEDUP    HEALTH  ALTROOT
oxi_${serial.toLowerCase()}_m2a              464G  61.2G   403G        -         -     4%    13%  1.00x    ONLINE  -
oxi_${serial.toLowerCase()}_m2b              464G  61.0G   403G        -         -     4%    13%  1.00x    ONLINE  -
oxp_a0${(seedOf(serial) % 1e6).toString().padStart(6, '0')}             2.91T   884G  2.04T        -         -    11%    29%  1.00x    ONLINE  -
`

/** A sled agent's log: as many lines as the serial picks, so the logs' sizes differ from sled to sled. */
function sledAgentLog(serial: string, from: string): string {
  const seed = seedOf(serial)
  const lines = 300 + (seed % 500)
  const start = new Date(from).getTime() - 6 * 3600_000
  const events = [
    'INFO sled-agent: inventory collected',
    'INFO sled-agent: heartbeat sent to nexus',
    'DEBG sled-agent: zone bundle cleanup found nothing to remove',
    'INFO sled-agent: instance state published',
    'WARN sled-agent: disk latency above threshold',
  ]
  const out: string[] = []
  for (let i = 0; i < lines; i++) {
    const at = new Date(start + i * 37_000).toISOString()
    const event = events[(seed + i * 7) % events.length]
    out.push(`${at} ${event} (sled ${serial}, generation ${1000 + i})`)
  }
  return `${out.join('\n')}\n`
}

/** A service processor's task dump: itself a zip, as humility writes them. */
function taskDump(slot: string, at: Date): Uint8Array {
  const registers = Array.from(
    { length: 400 },
    (_, i) => `r${i % 16} = 0x${((seedOf(slot) + i * 2654435761) >>> 0).toString(16).padStart(8, '0')}`,
  )
  return zip(
    [
      { name: 'dump.json', content: `${JSON.stringify({ slot, task: 'net', kind: 'fault', at })}\n` },
      { name: 'registers.txt', content: `${registers.join('\n')}\n` },
    ],
    at,
  )
}

/**
 * What a bundle holds: the bundle's own facts, the update plan, a few service processors' task dumps and, for
 * each sled, its zones, links, addresses, pools and sled agent log. Folders have entries of their own, as in a
 * zip; the file route takes the path with its slashes encoded.
 */
export function bundleFiles(bundle: Bundle): ZipEntry[] {
  const created = new Date(bundle.time_created)
  const files: ZipEntry[] = [
    { name: 'bundle_id.txt', content: `${bundle.id}\n` },
    { name: 'meta/', content: '' },
    {
      name: 'meta/request.json',
      content: `${JSON.stringify({ reason: bundle.reason_for_creation, comment: bundle.user_comment ?? null, time_created: bundle.time_created }, null, 2)}\n`,
    },
    {
      name: 'reconfigurator_state.json',
      content: `${JSON.stringify({ target_release: db.updateState.target_release, components_by_release_version: db.updateState.components_by_release_version }, null, 2)}\n`,
    },
    { name: 'sp_task_dumps/', content: '' },
  ]
  for (const slot of ['sled_14', 'sled_19', 'switch_0']) {
    files.push(
      { name: `sp_task_dumps/${slot}/`, content: '' },
      { name: `sp_task_dumps/${slot}/dump-0.zip`, content: taskDump(slot, created) },
    )
  }
  for (const serial of sledSerials()) {
    const dir = `sled-${serial}/`
    files.push(
      { name: dir, content: '' },
      { name: `${dir}dladm.txt`, content: DLADM },
      { name: `${dir}ipadm.txt`, content: IPADM },
      { name: `${dir}zoneadm.txt`, content: ZONEADM },
      { name: `${dir}zpool.txt`, content: ZPOOL(serial) },
      { name: `${dir}logs/`, content: '' },
      { name: `${dir}logs/sled-agent.log`, content: sledAgentLog(serial, bundle.time_created) },
    )
  }
  return files
}
