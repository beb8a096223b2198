import { sweepProjects } from './project-sweep'
import { resourcePath } from './resource-pages'
import { callWith, inTurns, readPages } from './search-calls'
import { type Hit, sameAddress } from './search-rules'
import { isMiss, type SearchRun } from './search-run'

// instances whose addresses are asked for at the same time, in each project searched
const INSTANCES_AT_ONCE = 4

/**
 * What holds a pasted address: a floating IP (each project's floating IPs read first, with the instance one is
 * attached to), or else an instance's ephemeral address (then each instance's external addresses, the list of
 * instances a page at a time). An address has one holder, so the search stops when it is found. SNAT addresses
 * are shared by many instances and held by none.
 */
export async function searchByIp(run: SearchRun, address: string): Promise<void> {
  const { signal, bounds } = run
  const paging = { signal, pageSize: bounds.listPageSize, maxPages: bounds.maxListPages }
  const instanceHit = (name: string, project: string): Hit => ({
    kind: 'instance',
    name,
    project,
    path: resourcePath('instance', name, project),
    rank: 0,
    detail: address,
  })

  const noteCut = (project: string, cut: boolean) => {
    if (cut && !signal.aborted) run.update((p) => ({ listsCutIn: [...new Set([...p.listsCutIn, project])] }))
  }

  const floatingIps = async (project: string) => {
    try {
      const { cut } = await readPages('floatingIpList', { query: { project } }, paging, async (ips) => {
        const held = ips.find((ip) => sameAddress(ip.ip, address))
        if (!held) return
        const path = resourcePath('floating-ip', held.name, project)
        const hits: Hit[] = [
          { kind: 'floating-ip', name: held.name, project, path, rank: 0, detail: address },
        ]
        if (held.instanceId) {
          const instance = await callWith(signal, 'instanceView', { path: { instance: held.instanceId } })
          hits.push(instanceHit(instance.name, project))
        }
        run.found(hits)
        run.stop()
      })
      noteCut(project, cut)
    } catch (error) {
      if (!isMiss(error)) run.failed(project)
    }
  }

  const ephemeralIps = async (project: string) => {
    try {
      const { cut } = await readPages('instanceList', { query: { project } }, paging, (rows) =>
        inTurns(rows, INSTANCES_AT_ONCE, signal, async (instance) => {
          const ips = await callWith(signal, 'instanceExternalIpList', { path: { instance: instance.id } })
          if (ips.items.some((ip) => ip.kind !== 'snat' && sameAddress(ip.ip, address))) {
            run.found([instanceHit(instance.name, project)])
            run.stop()
          }
        }),
      )
      noteCut(project, cut)
    } catch (error) {
      if (!isMiss(error)) run.failed(project)
    }
  }

  await sweepProjects(
    run,
    () => {},
    { quick: { quickly: 'a floating IP', look: floatingIps }, thorough: ephemeralIps },
    { first: run.firstProjects },
  )
}
