// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isCurrentNavItem, isCurrentPage, navFor, navViewFor } from './nav-items'

const labels = (pathname: string) => navFor(pathname).items.map((i) => i.label)
const link = (pathname: string, label: string) => navFor(pathname).items.find((i) => i.label === label)?.to

describe('the sidebar of each view', () => {
  it('offers the silo its projects, images, utilization, access, people, certificates and sign-in settings', () => {
    expect(navFor('/projects').label).toBe('Silo')
    expect(labels('/projects')).toEqual([
      'Projects',
      'Images',
      'Utilization',
      'Access',
      'Users',
      'Groups',
      'Certificates',
      'Sign-in settings',
    ])
    expect(link('/projects', 'Utilization')).toBe('/utilization')
    expect(link('/images', 'Access')).toBe('/access')
    expect(link('/projects', 'Users')).toBe('/users')
    expect(link('/projects', 'Groups')).toBe('/groups')
    expect(link('/projects', 'Certificates')).toBe('/certificates')
    expect(link('/projects', 'Sign-in settings')).toBe('/sign-in-settings')
    // their forms stay in the silo's view
    expect(navViewFor('/certificates-new')).toBe('silo')
    expect(navViewFor('/sign-in-settings/edit')).toBe('silo')
    expect(navViewFor('/users/3f1a2b4c-5d6e-4f70-8192-a3b4c5d6e7f8')).toBe('silo')
    // a project's edit form belongs to the projects list, not to the project
    expect(navViewFor('/projects/web-frontend/edit')).toBe('silo')
  })

  it('offers a project its resources, then its access, last', () => {
    expect(navFor('/projects/web-frontend/instances').label).toBe('Project web-frontend')
    expect(labels('/projects/web-frontend/vpcs')).toEqual([
      'Instances',
      'Disks',
      'Snapshots',
      'Images',
      'VPCs',
      'Floating IPs',
      'Affinity',
      'Access',
    ])
    expect(link('/projects/web-frontend/disks', 'Access')).toBe('/projects/web-frontend/access')
    expect(link('/projects/web-frontend/disks', 'Floating IPs')).toBe('/projects/web-frontend/floating-ips')
    expect(link('/projects/web-frontend/disks', 'Affinity')).toBe('/projects/web-frontend/affinity')
  })

  it('offers the system its own sidebar, in the order operators work through it', () => {
    expect(navFor('/system/silos').label).toBe('System')
    expect(labels('/system/access')).toEqual([
      'Fleet health',
      'Silos',
      'Utilization',
      'Metrics',
      'Inventory',
      'IP pools',
      'Switches',
      'Rack access',
      'Routing',
      'Access',
      'Update',
      'Support bundles',
      'Alerts',
      'Audit log',
    ])
    expect(link('/system/silos', 'Fleet health')).toBe('/system/health')
    expect(link('/system/silos', 'Utilization')).toBe('/system/utilization')
    expect(link('/system/silos', 'Metrics')).toBe('/system/metrics')
    expect(link('/system/silos', 'Access')).toBe('/system/access')
    expect(link('/system/silos', 'IP pools')).toBe('/system/networking/ip-pools')
    expect(link('/system/silos', 'Switches')).toBe('/system/networking/switches')
    expect(link('/system/silos', 'Rack access')).toBe('/system/networking/rack-access')
    expect(link('/system/silos', 'Routing')).toBe('/system/networking/routing')
    expect(link('/system/silos', 'Support bundles')).toBe('/system/support-bundles')
  })

  it('offers the settings their own sidebar', () => {
    expect(navFor('/settings/profile').label).toBe('Settings')
    expect(labels('/settings/ssh-keys')).toEqual(['Profile', 'SSH keys', 'Access tokens'])
  })
})

describe('the current entry', () => {
  it('is the list itself and what lies under it', () => {
    expect(isCurrentNavItem('/projects/p/vpcs', '/projects/p/vpcs')).toBe(true)
    expect(isCurrentNavItem('/projects/p/vpcs/default/firewall-rules', '/projects/p/vpcs')).toBe(true)
    expect(isCurrentNavItem('/system/access', '/system/access')).toBe(true)
  })

  it('is also the list a form named after it opens over', () => {
    expect(isCurrentNavItem('/settings/ssh-keys-new', '/settings/ssh-keys')).toBe(true)
    expect(isCurrentNavItem('/projects/p/floating-ips-new', '/projects/p/floating-ips')).toBe(true)
    // the service pool's page is one of the IP pools too
    expect(isCurrentNavItem('/system/networking/ip-pools-service', '/system/networking/ip-pools')).toBe(true)
    // affinity groups live beside the anti-affinity groups' pages, and are still Affinity
    expect(isCurrentNavItem('/projects/p/affinity-groups/g', '/projects/p/affinity')).toBe(true)
  })

  it('is never an entry whose name merely starts the same', () => {
    expect(isCurrentNavItem('/settings/access-tokens', '/settings/ssh-keys')).toBe(false)
    expect(isCurrentNavItem('/projects/p/images', '/projects/p/instances')).toBe(false)
    expect(isCurrentNavItem('/accessories', '/access')).toBe(false)
    expect(isCurrentNavItem('/projects/p/access', '/access')).toBe(false)
  })
})

describe("a page's item in the navigation", () => {
  it('is current on every tab of its page, and only there', () => {
    const switches = navFor('/system/networking/switches').items.find((i) => i.label === 'Switches')
    if (!switches) throw new Error('no Switches item')
    expect(isCurrentPage('/system/networking/switches', switches)).toBe(true)
    expect(isCurrentPage('/system/networking/ports/r1/switch1/qsfp1', switches)).toBe(true)
    expect(isCurrentPage('/system/networking/rack-access', switches)).toBe(false)
  })
})
