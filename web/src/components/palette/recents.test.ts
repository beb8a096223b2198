// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_RECENTS, projectsOf, recentResources } from './recents'
import { type Resource, resourceOfPath } from './resource-pages'

const instance = (name: string): Resource => ({
  kind: 'instance',
  name,
  project: 'web-frontend',
  path: `/projects/web-frontend/instances/${name}/storage`,
})

describe('the resource a page shows', () => {
  it('is the instance, disk or VPC of its path, or else its project', () => {
    expect(resourceOfPath('/projects/web-frontend/instances/web-1/metrics/cpu')).toEqual(instance('web-1'))
    expect(resourceOfPath('/projects/billing/disks/metering-db-data')).toEqual({
      kind: 'disk',
      name: 'metering-db-data',
      project: 'billing',
      path: '/projects/billing/disks/metering-db-data',
    })
    expect(resourceOfPath('/projects/billing/vpcs/default/subnets')?.path).toBe(
      '/projects/billing/vpcs/default/firewall-rules',
    )
    expect(resourceOfPath('/projects/billing/instances-new')).toEqual({
      kind: 'project',
      name: 'billing',
      path: '/projects/billing/instances',
    })
  })

  it('is none on the projects list, its forms and pages outside a project', () => {
    expect(resourceOfPath('/projects')).toBeNull()
    expect(resourceOfPath('/projects/billing/edit')).toBeNull()
    expect(resourceOfPath('/system/silos/research/idps')).toBeNull()
    expect(resourceOfPath('/projects/%E0%A4%A/instances')).toBeNull()
  })
})

describe('recently visited resources', () => {
  it('are the resources of the pages visited last, each once, newest first, a short list', () => {
    const visits = [
      '/projects/web-frontend/instances/web-2/networking',
      '/projects/web-frontend/instances/web-1/connect',
      '/projects/web-frontend/instances/web-2/storage',
      '/projects/billing/disks',
      '/projects/billing/instances',
    ]
    expect(recentResources(visits).map((r) => `${r.kind} ${r.name}`)).toEqual([
      'instance web-2',
      'instance web-1',
      'project billing',
    ])
    expect(projectsOf(recentResources(visits))).toEqual(['web-frontend', 'billing'])
    const many = Array.from({ length: 20 }, (_, i) => instance(`vm-${i}`).path)
    expect(recentResources(many)).toHaveLength(MAX_RECENTS)
    expect(recentResources(many)[0].name).toBe('vm-0')
  })
})
