import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { rowById, rowsWhere } from '~mock/toolkit/table-index'
import { MiB } from '~mock/toolkit/units'

type Distro = {
  kernel: string
  banner: (hostname: string) => string[]
  init: string[]
}

const DISTROS: Record<string, Distro> = {
  debian: {
    kernel:
      '6.1.0-27-cloud-amd64 (debian-kernel@lists.debian.org) (gcc-12 (Debian 12.2.0-14) 12.2.0, GNU ld (GNU Binutils for Debian) 2.40) #1 SMP PREEMPT_DYNAMIC Debian 6.1.115-1 (2024-11-01)',
    banner: (host) => [`Debian GNU/Linux 12 ${host} ttyS0`],
    init: ['Welcome to Debian GNU/Linux 12 (bookworm)!'],
  },
  ubuntu: {
    kernel:
      '6.8.0-48-generic (buildd@lcy02-amd64-010) (x86_64-linux-gnu-gcc-13 (Ubuntu 13.2.0-23ubuntu4) 13.2.0, GNU ld (GNU Binutils for Ubuntu) 2.42) #48-Ubuntu SMP PREEMPT_DYNAMIC Fri Sep 27 14:04:52 UTC 2024',
    banner: (host) => [`Ubuntu 24.04.1 LTS ${host} ttyS0`],
    init: ['Welcome to Ubuntu 24.04.1 LTS!'],
  },
  fedora: {
    kernel:
      '6.11.4-301.fc41.x86_64 (mockbuild@a4b0ee2ac3a04b6b8cb4e7a0e8c3f1f0) (gcc (GCC) 14.2.1 20240912 (Red Hat 14.2.1-3), GNU ld version 2.43.1-2.fc41) #1 SMP PREEMPT_DYNAMIC Sun Oct 20 15:02:33 UTC 2024',
    banner: () => ['Fedora Linux 41 (Cloud Edition)', 'Kernel 6.11.4-301.fc41.x86_64 on an x86_64 (ttyS0)'],
    init: ['Welcome to Fedora Linux 41 (Cloud Edition)!'],
  },
  alpine: {
    kernel:
      '6.6.58-0-virt (buildozer@build-3-20-x86_64) (gcc (Alpine 13.2.1_git20240309) 13.2.1 20240309, GNU ld (GNU Binutils) 2.42) #1-Alpine SMP PREEMPT_DYNAMIC 2024-10-25 07:32:16',
    banner: () => ['Welcome to Alpine Linux 3.20', 'Kernel 6.6.58-0-virt on an x86_64 (/dev/ttyS0)'],
    init: [' * Starting networking ... [ ok ]', ' * Starting sshd ... [ ok ]'],
  },
}

/** The image the instance booted from decides its operating system; Debian when it cannot be told. */
export function distroOf(instance: Json<Api.Instance>): Distro {
  const bootDisk = instance.boot_disk_id ? rowById(db.disks, instance.boot_disk_id) : undefined
  const image = db.images.find((i) => i.id === bootDisk?.image_id)
  return DISTROS[image?.os.toLowerCase() ?? ''] ?? DISTROS.debian
}

/** What `uname -a` prints: the kernel's release and build, as the boot log's `Linux version` line names them. */
export function unameAll(instance: Json<Api.Instance>): string {
  const { kernel } = distroOf(instance)
  const release = kernel.split(' ')[0]
  const build = kernel.slice(kernel.indexOf('#'))
  return `Linux ${instance.hostname} ${release} ${build} x86_64 GNU/Linux`
}

/** The kernel release alone (`uname -r`). */
export const kernelRelease = (instance: Json<Api.Instance>) => distroOf(instance).kernel.split(' ')[0]

/** What getty prints above the login prompt: the system's name, then the prompt. */
export function loginBanner(instance: Json<Api.Instance>): string {
  return [...distroOf(instance).banner(instance.hostname), '', `${instance.hostname} login: `].join('\r\n')
}

const stamp = (seconds: number) => `[${seconds.toFixed(6).padStart(12)}]`

/**
 * What the instance printed on its serial port since it last booted: firmware, kernel, init and cloud-init,
 * ending at the login prompt. Lines end in CRLF, as on a real serial console.
 */
export function bootLog(instance: Json<Api.Instance>): string {
  const distro = distroOf(instance)
  const nic = rowsWhere(db.networkInterfaces, 'instance_id', instance.id).find((n) => n.primary)
  const memMiB = instance.memory / MiB
  const kernelLines = [
    `Linux version ${distro.kernel}`,
    'Command line: BOOT_IMAGE=/boot/vmlinuz root=/dev/nvme0n1p1 ro console=tty0 console=ttyS0,115200n8',
    'BIOS-provided physical RAM map:',
    `BIOS-e820: [mem 0x0000000000100000-0x${(instance.memory - 1).toString(16).padStart(16, '0')}] usable`,
    'DMI: Oxide OxVM, BIOS v0.8 01/01/1970',
    'Hypervisor detected: Bhyve',
    `Memory: ${Math.round(memMiB * 0.97 * 1024)}K/${memMiB * 1024}K available`,
    `smpboot: Allowing ${instance.ncpus} CPUs, 0 hotplug CPUs`,
    `smp: Brought up 1 node, ${instance.ncpus} CPU${instance.ncpus === 1 ? '' : 's'}`,
    'Serial: 8250/16550 driver, 4 ports, IRQ sharing enabled',
    '00:00: ttyS0 at I/O 0x3f8 (irq = 4, base_baud = 115200) is a 16550A',
    'nvme nvme0: pci function 0000:00:10.0',
    'nvme nvme0: 1/0/0 default/read/poll queues',
    ' nvme0n1: p1 p14 p15',
    'virtio_net virtio0 enp0s8: renamed from eth0',
    'EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Quota mode: none.',
    'systemd[1]: Detected virtualization bhyve.',
    'systemd[1]: Detected architecture x86-64.',
  ].map((line, i) => `${stamp(i * 0.071 + (i > 15 ? 1.2 : 0))} ${line}`)

  const ip = nic?.ip ?? '-'
  const mac = nic?.mac.toLowerCase() ?? '-'
  const lines = [
    'BdsDxe: loading Boot0001 "UEFI NVMe Disk" from PciRoot(0x0)/Pci(0x10,0x0)/NVMe(0x1,00-00-00-00-00-00-00-00)',
    'BdsDxe: starting Boot0001 "UEFI NVMe Disk" from PciRoot(0x0)/Pci(0x10,0x0)/NVMe(0x1,00-00-00-00-00-00-00-00)',
    ...kernelLines,
    '',
    ...distro.init,
    '',
    `Cloud-init v. 24.3.1 running 'init' at ${new Date(instance.time_run_state_updated).toUTCString()}. Up 4.12 seconds.`,
    'ci-info: ++++++++++++++++++++++++++++++Net device info++++++++++++++++++++++++++++++',
    'ci-info: +--------+------+--------------+---------------+--------+-------------------+',
    'ci-info: | Device |  Up  |   Address    |      Mask     | Scope  |     Hw-Address    |',
    'ci-info: +--------+------+--------------+---------------+--------+-------------------+',
    `ci-info: | enp0s8 | True | ${ip.padEnd(12)} | 255.255.252.0 | global | ${mac.padEnd(17)} |`,
    'ci-info: |   lo   | True |  127.0.0.1   |   255.0.0.0   |  host  |         .         |',
    'ci-info: +--------+------+--------------+---------------+--------+-------------------+',
    `Cloud-init v. 24.3.1 finished. Datasource DataSourceNoCloud [seed=/dev/nvme1n1]. Up 9.87 seconds`,
    '',
  ]
  return `${lines.join('\r\n')}\r\n${loginBanner(instance)}`
}
