/**
 * The run states in which an instance has a VMM on a sled: its vCPUs, disks and interfaces report samples, and
 * its CPU and memory count as provisioned (as in Nexus). Stopped, failed and creating instances have none.
 */
export const VMM_STATES: ReadonlySet<string> = new Set([
  'starting',
  'running',
  'rebooting',
  'migrating',
  'stopping',
  'repairing',
])
